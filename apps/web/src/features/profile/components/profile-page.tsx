import type { Role } from "@internpath/shared/enums";
import { Pencil, X } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { PageHeader } from "@/components/ui/page-header";
import { QueryError } from "@/components/ui/query-error";
import { getErrorMessage } from "@/lib/api-client";
import { useProfile } from "../api/get-profile";
import { ChangePasswordCard, SessionsCard } from "./account-security";
import { ProfileDetails } from "./profile-details";
import { ProfileForm } from "./profile-form";
import { ProfilePhotoCard } from "./profile-photo-card";

const DESCRIPTIONS: Record<Role, string> = {
  student: "Keep your details, education, skills and resume up to date for the companies you apply to.",
  company: "Tell students about your company: its name, logo, industry, size and story.",
  admin: "Keep your name, photo and contact details up to date.",
};

/** /profile for every role: view mode with uploads, and an edit mode for the text fields. */
export function ProfilePage({ role }: { role: Role }) {
  const profile = useProfile();
  const [isEditing, setIsEditing] = useState(false);
  const title = role === "company" ? "Company Profile" : "Your Profile";

  const actions = profile.data ? (
    isEditing ? (
      <Button variant="outline" onClick={() => setIsEditing(false)}>
        <X className="size-4" aria-hidden="true" />
        Cancel
      </Button>
    ) : (
      <Button onClick={() => setIsEditing(true)}>
        <Pencil className="size-4" aria-hidden="true" />
        Edit Profile
      </Button>
    )
  ) : null;

  return (
    <>
      <PageHeader title={title} description={DESCRIPTIONS[role]} actions={actions} />
      {profile.isPending ? (
        <LoadingScreen fullScreen={false} label="Loading profile..." />
      ) : profile.isError ? (
        <QueryError
          layout="page"
          className="max-w-xl"
          title="We could not load your profile"
          description={getErrorMessage(profile.error)}
          onRetry={profile.refetch}
          isRetrying={profile.isFetching}
        />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-3">
          <div className="lg:sticky lg:top-24">
            <ProfilePhotoCard profile={profile.data} />
          </div>
          <div className="lg:col-span-2">
            {isEditing ? (
              <ProfileForm
                profile={profile.data}
                onCancel={() => setIsEditing(false)}
                onSaved={() => setIsEditing(false)}
              />
            ) : (
              <ProfileDetails profile={profile.data} />
            )}
          </div>
          <section
            aria-label="Sign-in and security"
            className="grid items-start gap-6 lg:col-span-3 lg:grid-cols-2"
          >
            <ChangePasswordCard />
            <SessionsCard />
          </section>
        </div>
      )}
    </>
  );
}
