import { parseSkills } from "@internpath/shared/internship-schemas";
import { COMPANY_SIZES, PROFILE_MESSAGES, type Profile } from "@internpath/shared/profile-schemas";
import { type Resolver, useForm, useWatch } from "react-hook-form";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { SkillList } from "@/components/ui/skill-list";
import { Textarea } from "@/components/ui/textarea";
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
import { CompanyLogoSection } from "./company-logo-section";
import { SKILLS_HINT } from "./profile-details";
import { ResumeSection } from "./resume-section";

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
  const websiteField = (
    <Field label="Website" error={errors.website?.message}>
      {(props) => (
        <Input
          {...props}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://example.com"
          {...register("website")}
        />
      )}
    </Field>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label="Edit profile">
      <Card>
        <CardHeader title="Basic Information" />
        <CardContent className="grid gap-5 sm:grid-cols-2">
          <Field label="Full Name" error={errors.fullName?.message}>
            {(props) => <Input {...props} autoComplete="name" {...register("fullName")} />}
          </Field>
          <Field label="Location" error={errors.location?.message}>
            {(props) => (
              <Input
                {...props}
                autoComplete="address-level2"
                placeholder="City, Country"
                {...register("location")}
              />
            )}
          </Field>
          {!isCompany && websiteField}
          <Field label="Bio" error={errors.bio?.message} className="sm:col-span-2">
            {(props) => (
              <Textarea
                {...props}
                rows={5}
                placeholder={
                  isCompany ? "What your company does and what interns learn there" : "A few lines about you"
                }
                {...register("bio")}
              />
            )}
          </Field>
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
          <Card>
            <CardHeader title="Education" />
            <CardContent className="space-y-6">
              <div className="grid gap-5 sm:grid-cols-2">
                <Field label="University" error={errors.university?.message} className="sm:col-span-2">
                  {(props) => <Input {...props} autoComplete="organization" {...register("university")} />}
                </Field>
                <Field label="Degree" error={errors.degree?.message}>
                  {(props) => (
                    <Input {...props} placeholder="e.g. BSc Computer Science" {...register("degree")} />
                  )}
                </Field>
                <Field label="Graduation Year" error={errors.graduationYear?.message}>
                  {(props) => (
                    <Input
                      {...props}
                      type="number"
                      inputMode="numeric"
                      step={1}
                      {...register("graduationYear")}
                    />
                  )}
                </Field>
              </div>
              <div className="border-t border-neutral-200 pt-5">
                <ResumeSection profile={profile} />
              </div>
            </CardContent>
          </Card>
          <Card>
            <CardHeader title="Skills" description={SKILLS_HINT} />
            <CardContent className="space-y-3">
              <Field
                label="Skills"
                hint="Separate skills with commas, e.g. React, SQL, Figma."
                error={errors.skills?.message}
              >
                {(props) => <Input {...props} {...register("skills")} />}
              </Field>
              <SkillList skills={parseSkills(skillsText)} label="Skills preview" />
            </CardContent>
          </Card>
        </>
      )}

      {isCompany && (
        <Card>
          <CardHeader title="Company" />
          <CardContent className="space-y-6">
            <CompanyLogoSection profile={profile} />
            <div className="grid gap-5 border-t border-neutral-200 pt-5 sm:grid-cols-2">
              <Field label="Company Name" error={errors.companyName?.message}>
                {(props) => <Input {...props} autoComplete="organization" {...register("companyName")} />}
              </Field>
              <Field label="Industry" error={errors.companyIndustry?.message}>
                {(props) => <Input {...props} placeholder="e.g. Software" {...register("companyIndustry")} />}
              </Field>
              <Field label="Company Size" error={errors.companySize?.message}>
                {(props) => (
                  <Select {...props} {...register("companySize")}>
                    <option value="">Select company size</option>
                    {COMPANY_SIZES.map((size) => (
                      <option key={size} value={size}>
                        {size} employees
                      </option>
                    ))}
                    {profile.companySize &&
                      !(COMPANY_SIZES as readonly string[]).includes(profile.companySize) && (
                        <option value={profile.companySize}>{profile.companySize}</option>
                      )}
                  </Select>
                )}
              </Field>
              {websiteField}
            </div>
          </CardContent>
        </Card>
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" isLoading={isSubmitting}>
          Save Changes
        </Button>
      </div>
    </form>
  );
}
