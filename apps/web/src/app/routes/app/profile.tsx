import { ProfilePage } from "@/features/profile/components/profile-page";
import { useSignedInUser } from "@/hooks/use-signed-in-user";

export default function ProfileRoute() {
  const { role } = useSignedInUser();
  return <ProfilePage role={role} />;
}
