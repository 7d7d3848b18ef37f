import { parseSkills } from "@internpath/shared/internship-schemas";
import { PROFILE_MESSAGES, type Profile } from "@internpath/shared/profile-schemas";
import { type Resolver, useForm, useWatch } from "react-hook-form";
import toast from "react-hot-toast";
import * as Fields from "@/components/form-fields";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { SkillList } from "@/components/ui/skill-list";
import { isApiError } from "@/lib/api-client";
import { useUpdateProfile } from "../api/update-profile";
import {
  type ProfileFormValues,
  profileUpdateErrorMessage,
  toFormField,
  toFormValues,
  toProfileUpdate,
  validateProfileUpdate,
} from "../utils/profile-form";
import { CompanyCard, EducationCard } from "./profile-cards";
import { SKILLS_HINT } from "./profile-details";

type ProfileFormProps = { profile: Profile; onCancel: () => void; onSaved: () => void };

/** The profile in edit mode. It starts from the saved profile each time, so Cancel discards edits. */
export function ProfileForm({ profile, onCancel, onSaved }: ProfileFormProps) {
  const { role } = profile;
  const updateProfile = useUpdateProfile();

  // The same shared schema the server uses judges the body this form would send.
  const resolver: Resolver<ProfileFormValues> = async (values) => {
    const problems = validateProfileUpdate(role, toProfileUpdate(role, values));
    const entries = Object.entries(problems);
    if (entries.length === 0) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(entries.map(([field, message]) => [field, { type: "validate", message }])),
    };
  };

  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormValues>({ defaultValues: toFormValues(profile), resolver });
  const skillsText = useWatch({ control, name: "skills" });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await updateProfile.mutateAsync(toProfileUpdate(role, values));
      toast.success(PROFILE_MESSAGES.updated);
      onSaved();
    } catch (error) {
      if (isApiError(error)) {
        let isFirst = true;
        for (const [path, message] of Object.entries(error.fields)) {
          const field = toFormField(path);
          if (!field) continue;
          setError(field, { type: "server", message }, { shouldFocus: isFirst });
          isFirst = false;
        }
      }
      // What was typed stays in the form, ready for another try.
      toast.error(profileUpdateErrorMessage(error));
    }
  });

  const isCompany = role === "company";
  const field = Fields.bindFields({ register, formState: { errors } });
  const websiteField = <Fields.WebsiteField autoComplete="url" {...field("website")} />;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label="Edit profile">
      <Card>
        <CardHeader title="Basic Information" />
        <CardContent className="grid gap-5 sm:grid-cols-2">
          <Fields.InputField label="Full Name" autoComplete="name" {...field("fullName")} />
          <Fields.LocationField autoComplete="address-level2" {...field("location")} />
          {!isCompany && websiteField}
          <Fields.TextareaField
            label="Bio"
            className="sm:col-span-2"
            rows={5}
            placeholder={
              isCompany ? "What your company does and what interns learn there" : "A few lines about you"
            }
            {...field("bio")}
          />
          <div className="flex items-start gap-3 sm:col-span-2">
            <input
              id="email-notifications"
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 rounded border-neutral-400 accent-brand-600"
              {...register("emailNotifications")}
            />
            <label htmlFor="email-notifications" className="min-h-11 text-sm text-neutral-800">
              <span className="font-medium">Email notifications</span>
              <span className="block text-neutral-600">
                Also email me about applications, status changes and messages.
              </span>
            </label>
          </div>
        </CardContent>
      </Card>

      {role === "student" && (
        <>
          <EducationCard profile={profile}>
            <div className="grid gap-5 sm:grid-cols-2">
              <Fields.InputField
                label="University"
                className="sm:col-span-2"
                autoComplete="organization"
                {...field("university")}
              />
              <Fields.DegreeField {...field("degree")} />
              <Fields.GraduationYearField {...field("graduationYear")} />
            </div>
          </EducationCard>
          <Card>
            <CardHeader title="Skills" description={SKILLS_HINT} />
            <CardContent className="space-y-3">
              <Fields.SkillsField {...field("skills")} />
              <SkillList skills={parseSkills(skillsText)} label="Skills preview" />
            </CardContent>
          </Card>
        </>
      )}

      {isCompany && (
        <CompanyCard profile={profile}>
          <div className="grid gap-5 sm:grid-cols-2">
            <Fields.InputField label="Company Name" autoComplete="organization" {...field("companyName")} />
            <Fields.IndustryField {...field("companyIndustry")} />
            <Fields.CompanySizeField
              label="Company Size"
              emptyLabel="Select company size"
              current={profile.companySize}
              {...field("companySize")}
            />
            {websiteField}
          </div>
        </CompanyCard>
      )}

      <Fields.FormButtons
        submitLabel="Save Changes"
        isSubmitting={isSubmitting}
        cancel={{ onClick: onCancel }}
      />
    </form>
  );
}
