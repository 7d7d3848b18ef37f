import type { AdminCompany } from "@internpath/shared/admin-accounts-types";
import {
  bindFields,
  CompanySizeField,
  IndustryField,
  InputField,
  LocationField,
  TextareaField,
  WebsiteField,
} from "@/components/form-fields";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { useCreateAdminCompany } from "../api/create-admin-company";
import { useUpdateAdminCompany } from "../api/update-admin-company";
import { COMPANY_KIND } from "../utils/account-kinds";
import {
  isCompanyFormField,
  toCompanyCreate,
  toCompanyFormValues,
  toCompanyUpdate,
  validateCompanyForm,
} from "../utils/company-form";
import { AccountForm, SignInCard } from "./account-form";

type CompanyFormProps = { mode: "add" } | { mode: "edit"; company: AdminCompany };

/** Add Company and Edit Company. */
export function CompanyForm(props: CompanyFormProps) {
  const create = useCreateAdminCompany();
  const update = useUpdateAdminCompany();
  const company = props.mode === "edit" ? props.company : undefined;
  return (
    <AccountForm
      kind={COMPANY_KIND}
      account={company}
      defaultValues={toCompanyFormValues(company)}
      validate={validateCompanyForm}
      isField={isCompanyFormField}
      create={(values) => create.mutateAsync(toCompanyCreate(values))}
      update={(id, values) => update.mutateAsync({ id, values: toCompanyUpdate(values) })}
    >
      {(form) => {
        const field = bindFields(form);
        return (
          <>
            <Card>
              <CardHeader title="Company" />
              <CardContent className="grid gap-5 sm:grid-cols-2">
                <InputField label="Company Name" autoComplete="organization" {...field("companyName")} />
                <IndustryField {...field("companyIndustry")} />
                <CompanySizeField
                  label="Company Size"
                  emptyLabel="Not specified"
                  current={company?.companySize}
                  {...field("companySize")}
                />
                <LocationField {...field("location")} />
                <WebsiteField className="sm:col-span-2" {...field("website")} />
                <TextareaField
                  label="About"
                  className="sm:col-span-2"
                  rows={5}
                  placeholder="What the company does and what interns learn there"
                  {...field("bio")}
                />
              </CardContent>
            </Card>
            <SignInCard
              kind={COMPANY_KIND}
              title="Contact and sign-in"
              nameLabel="Contact Full Name"
              account={company}
              form={form}
            />
          </>
        );
      }}
    </AccountForm>
  );
}
