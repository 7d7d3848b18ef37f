import type { AdminCompany } from "@internpath/shared/admin-accounts-answers";
import * as Fields from "@/components/form-fields";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { useCreateAdminCompany, useUpdateAdminCompany } from "../api/account-writes";
import { COMPANY_KIND } from "../utils/account-kinds";
import { COMPANY_FORM_RULES } from "../utils/company-form";
import { AccountForm, SignInCard } from "./account-form";

type CompanyFormProps = { mode: "add" } | { mode: "edit"; company: AdminCompany };

/** Add Company and Edit Company. */
export function CompanyForm(props: CompanyFormProps) {
  const company = props.mode === "edit" ? props.company : undefined;
  return (
    <AccountForm
      kind={COMPANY_KIND}
      account={company}
      rules={COMPANY_FORM_RULES}
      create={useCreateAdminCompany()}
      update={useUpdateAdminCompany()}
    >
      {(form) => {
        const field = Fields.bindFields(form);
        return (
          <>
            <Card>
              <CardHeader title="Company" />
              <CardContent className="grid gap-5 sm:grid-cols-2">
                <Fields.InputField
                  label="Company Name"
                  autoComplete="organization"
                  {...field("companyName")}
                />
                <Fields.IndustryField {...field("companyIndustry")} />
                <Fields.CompanySizeField
                  label="Company Size"
                  emptyLabel="Not specified"
                  current={company?.companySize}
                  {...field("companySize")}
                />
                <Fields.LocationField {...field("location")} />
                <Fields.WebsiteField className="sm:col-span-2" {...field("website")} />
                <Fields.TextareaField
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
