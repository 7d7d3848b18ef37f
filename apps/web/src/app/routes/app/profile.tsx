import { useSignedInUser } from "@/features/auth/hooks/use-signed-in-user";
import { ProfilePage } from "@/features/profile/components/profile-page";

export default function ProfileRoute() {
  const { role } = useSignedInUser();
  return <ProfilePage role={role} />;
}
