import { PageHeader } from "@/components/ui/page-header";
import { useSignedInUser } from "@/features/auth/hooks/use-signed-in-user";

export default function ProfileRoute() {
  const { role } = useSignedInUser();
  if (role === "company") {
    return (
      <PageHeader
        title="Company Profile"
        description="Tell students about your company: its name, logo, industry, size and story."
      />
    );
  }
  return (
    <PageHeader
      title="Profile"
      description={
        role === "student"
          ? "Keep your details, education and resume up to date for the companies you apply to."
          : "Keep your name, photo and contact details up to date."
      }
    />
  );
}
