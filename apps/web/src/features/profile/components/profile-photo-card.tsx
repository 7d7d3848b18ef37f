import type { Profile } from "@internpath/shared/profile-schemas";
import { Mail, MapPin } from "lucide-react";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { FileUpload } from "@/components/ui/file-upload";
import { ROLE_LABELS } from "@/lib/display-name";
import { useRefreshAfterUpload } from "../api/refresh-after-upload";

/** Who this is at a glance, with the profile photo and the control that changes it. */
export function ProfilePhotoCard({ profile }: { profile: Profile }) {
  const refresh = useRefreshAfterUpload();
  const name = profile.fullName.trim() || profile.email;
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 py-6 text-center">
        <Avatar src={profile.avatarUrl} name={name} className="size-24 text-2xl" />
        <div className="min-w-0 max-w-full space-y-1">
          <h2 className="truncate text-lg font-semibold text-neutral-900">{name}</h2>
          {profile.role === "company" && profile.companyName && (
            <p className="truncate text-sm font-medium text-neutral-700">{profile.companyName}</p>
          )}
          <Badge tone="brand">{ROLE_LABELS[profile.role]}</Badge>
        </div>
        <ul className="w-full space-y-1.5 text-sm text-neutral-600">
          <li className="flex items-center justify-center gap-2">
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            <span className="truncate">{profile.email}</span>
          </li>
          {profile.location && (
            <li className="flex items-center justify-center gap-2">
              <MapPin className="size-4 shrink-0" aria-hidden="true" />
              <span className="truncate">{profile.location}</span>
            </li>
          )}
        </ul>
        <div className="w-full border-t border-neutral-200 pt-4">
          <h3 className="sr-only">Profile Photo</h3>
          <FileUpload
            kind="avatar"
            label={profile.avatarUrl ? "Change Photo" : "Upload Photo"}
            hint="Any image; up to 5 MB."
            className="flex flex-col items-center"
            onUploaded={refresh}
          />
        </div>
      </CardContent>
    </Card>
  );
}
