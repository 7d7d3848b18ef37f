import { zodResolver } from "@hookform/resolvers/zod";
import { companyProfileUpdateSchema } from "@internpath/shared/profile-schemas";
import { Building2 } from "lucide-react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { getErrorMessage, isApiError } from "@/lib/api-client";
import { useUpdateProfile } from "../api/update-profile";

const companyNameSchema = z.object({
  companyName: companyProfileUpdateSchema.shape.companyName.unwrap(),
});
type CompanyNameValues = z.input<typeof companyNameSchema>;

/**
 * A company that signed up with a provider without typing its name names it here, before anything
 * else: its postings, messages and decisions all carry it.
 */
export function CompanyNameStep() {
  const updateProfile = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CompanyNameValues>({
    resolver: zodResolver(companyNameSchema),
    defaultValues: { companyName: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await updateProfile.mutateAsync(companyNameSchema.parse(values));
      toast.success("Profile updated successfully");
    } catch (error) {
      const message = isApiError(error)
        ? (error.fields.companyName ?? getErrorMessage(error))
        : getErrorMessage(error);
      setError("companyName", { type: "server", message }, { shouldFocus: true });
    }
  });

  return (
    <Card className="mx-auto max-w-lg p-6">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Building2 className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h1 className="text-xl font-semibold text-neutral-900">Name your company</h1>
          <p className="mt-1 text-sm text-neutral-600">
            Your account is a company account. Students see this name on your internships and messages.
          </p>
        </div>
      </div>
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
        <Field label="Company Name" error={errors.companyName?.message}>
          {(field) => <Input {...field} autoComplete="organization" {...register("companyName")} />}
        </Field>
        <Button type="submit" isLoading={isSubmitting} fullWidth>
          Continue
        </Button>
      </form>
    </Card>
  );
}
