import type { AdminCompany } from "@internpath/shared/admin-accounts-types";
import { COMPANY_SIZES } from "@internpath/shared/profile-schemas";
import { type Resolver, useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { Button, ButtonLink } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { paths } from "@/config/paths";
import { getErrorMessage, isApiError } from "@/lib/api-client";
import { useCreateAdminCompany } from "../api/create-admin-company";
import { useUpdateAdminCompany } from "../api/update-admin-company";
import {
  type CompanyFormValues,
  isCompanyFormField,
  toCompanyCreate,
  toCompanyFormValues,
  toCompanyUpdate,
  validateCompanyForm,
} from "../utils/company-form";
import { resolverErrors } from "../utils/form-errors";
import { INVITATION_HINT } from "../utils/invitation";
import { ReadOnlyEmail } from "./read-only-email";

type CompanyFormProps = { mode: "add" } | { mode: "edit"; company: AdminCompany };

/** Add Company and Edit Company: the shared schema judges the body before it is sent, the server again. */
export function CompanyForm(props: CompanyFormProps) {
  const navigate = useNavigate();
  const create = useCreateAdminCompany();
  const update = useUpdateAdminCompany();
  const company = props.mode === "edit" ? props.company : undefined;

  const resolver: Resolver<CompanyFormValues> = async (values) => {
    const error = validateCompanyForm(props.mode, values);
    return error ? { values: {}, errors: resolverErrors(error) } : { values, errors: {} };
  };
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CompanyFormValues>({ defaultValues: toCompanyFormValues(company), resolver });

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (props.mode === "add") {
        const created = await create.mutateAsync(toCompanyCreate(values));
        toast.success(`Company added. We emailed ${created.email} a link to set a password.`);
        navigate(paths.admin.company.getHref(created.id));
      } else {
        const saved = await update.mutateAsync({ id: props.company.id, values: toCompanyUpdate(values) });
        toast.success("Company updated successfully");
        navigate(paths.admin.company.getHref(saved.id));
      }
    } catch (error) {
      // What was typed stays; the server's per-field messages go next to their fields.
      let isFirst = true;
      if (isApiError(error)) {
        for (const [path, message] of Object.entries(error.fields)) {
          if (!isCompanyFormField(path)) continue;
          setError(path, { type: "server", message }, { shouldFocus: isFirst });
          isFirst = false;
        }
      }
      toast.error(`Failed to save company: ${getErrorMessage(error)}`);
    }
  });

  const cancelTo = company ? paths.admin.company.getHref(company.id) : paths.admin.companies.getHref();
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-6"
      aria-label={props.mode === "add" ? "Add company" : "Edit company"}
    >
      <Card>
        <CardHeader title="Company" />
        <CardContent className="grid gap-5 sm:grid-cols-2">
          <Field label="Company Name" error={errors.companyName?.message}>
            {(field) => <Input {...field} autoComplete="organization" {...register("companyName")} />}
          </Field>
          <Field label="Industry" error={errors.companyIndustry?.message}>
            {(field) => <Input {...field} placeholder="e.g. Software" {...register("companyIndustry")} />}
          </Field>
          <Field label="Company Size" error={errors.companySize?.message}>
            {(field) => (
              <Select {...field} {...register("companySize")}>
                <option value="">Not specified</option>
                {COMPANY_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {size} employees
                  </option>
                ))}
                {company?.companySize &&
                  !(COMPANY_SIZES as readonly string[]).includes(company.companySize) && (
                    <option value={company.companySize}>{company.companySize}</option>
                  )}
              </Select>
            )}
          </Field>
          <Field label="Location" error={errors.location?.message}>
            {(field) => <Input {...field} placeholder="City, Country" {...register("location")} />}
          </Field>
          <Field label="Website" error={errors.website?.message} className="sm:col-span-2">
            {(field) => (
              <Input
                {...field}
                type="url"
                inputMode="url"
                placeholder="https://example.com"
                {...register("website")}
              />
            )}
          </Field>
          <Field label="About" error={errors.bio?.message} className="sm:col-span-2">
            {(field) => (
              <Textarea
                {...field}
                rows={5}
                placeholder="What the company does and what interns learn there"
                {...register("bio")}
              />
            )}
          </Field>
        </CardContent>
      </Card>

      <Card>
        <CardHeader
          title="Contact and sign-in"
          description={
            props.mode === "add"
              ? INVITATION_HINT
              : "The email is how the company signs in; it cannot be changed here."
          }
        />
        <CardContent className="grid gap-5 sm:grid-cols-2">
          <Field label="Contact Full Name" error={errors.fullName?.message}>
            {(field) => <Input {...field} autoComplete="off" {...register("fullName")} />}
          </Field>
          {props.mode === "add" ? (
            <Field label="Email" error={errors.email?.message}>
              {(field) => <Input {...field} type="email" autoComplete="off" {...register("email")} />}
            </Field>
          ) : (
            <ReadOnlyEmail email={company?.email ?? ""} />
          )}
        </CardContent>
      </Card>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <ButtonLink to={cancelTo} variant="outline">
          Cancel
        </ButtonLink>
        <Button type="submit" isLoading={isSubmitting}>
          {props.mode === "add" ? "Add Company" : "Save Changes"}
        </Button>
      </div>
    </form>
  );
}
