import type { ReactNode } from "react";
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { bindFields, FormButtons, InputField } from "@/components/form-fields";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { getErrorMessage, isApiError } from "@/lib/api-client";
import type { AccountKind } from "../utils/account-kinds";
import { resolverErrors } from "../utils/form-errors";
import { INVITATION_HINT } from "../utils/invitation";
import { ReadOnlyEmail } from "./read-only-email";

/** How a form's text becomes a request body, and how the shared schema judges it (utils/*-form.ts). */
export type AccountFormRules<Account, Values, Create, Update> = {
  toValues: (account?: Account) => Values;
  validate: (mode: "add" | "edit", values: Values) => z.ZodError | null;
  isField: (field: string) => field is Path<Values & FieldValues> & string;
  toCreate: (values: Values) => Create;
  toUpdate: (values: Values) => Update;
};

type AccountFormProps<
  Account extends { id: string; email: string },
  Values extends FieldValues,
  Create,
  Update,
> = {
  kind: AccountKind;
  /** The account being edited; none on Add. */
  account: Account | undefined;
  rules: AccountFormRules<Account, Values, Create, Update>;
  create: { mutateAsync: (body: Create) => Promise<{ id: string; email: string }> };
  update: { mutateAsync: (request: { id: string; values: Update }) => Promise<{ id: string }> };
  /** The form's cards. */
  children: (form: UseFormReturn<Values>) => ReactNode;
};

/** Add and Edit of a company or student: the shared schema judges the body before it is sent, the server again. */
export function AccountForm<
  Account extends { id: string; email: string },
  Values extends FieldValues,
  Create,
  Update,
>(props: AccountFormProps<Account, Values, Create, Update>) {
  const { kind, account, rules } = props;
  const mode = account ? "edit" : "add";
  const navigate = useNavigate();
  const resolver: Resolver<Values> = async (values) => {
    const error = rules.validate(mode, values);
    return error
      ? { values: {}, errors: resolverErrors(error) as FieldErrors<Values> }
      : { values, errors: {} };
  };
  const form = useForm<Values>({ defaultValues: rules.toValues(account) as DefaultValues<Values>, resolver });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (account) {
        const saved = await props.update.mutateAsync({ id: account.id, values: rules.toUpdate(values) });
        toast.success(`${kind.One} updated successfully`);
        navigate(kind.viewHref(saved.id));
      } else {
        const created = await props.create.mutateAsync(rules.toCreate(values));
        toast.success(`${kind.One} added. We emailed ${created.email} a link to set a password.`);
        navigate(kind.viewHref(created.id));
      }
    } catch (error) {
      // What was typed stays; the server's per-field messages go next to their fields.
      let isFirst = true;
      if (isApiError(error)) {
        for (const [path, message] of Object.entries(error.fields)) {
          const field = path.split(".")[0] ?? "";
          if (!rules.isField(field)) continue;
          form.setError(field, { type: "server", message }, { shouldFocus: isFirst });
          isFirst = false;
        }
      }
      toast.error(`Failed to save ${kind.one}: ${getErrorMessage(error)}`);
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-6"
      aria-label={account ? `Edit ${kind.one}` : `Add ${kind.one}`}
    >
      {props.children(form)}
      <FormButtons
        submitLabel={account ? "Save Changes" : `Add ${kind.One}`}
        isSubmitting={form.formState.isSubmitting}
        cancel={{ to: account ? kind.viewHref(account.id) : kind.listHref() }}
      />
    </form>
  );
}

type SignInCardProps<Values extends { fullName: string; email: string }> = {
  kind: AccountKind;
  title: string;
  nameLabel: string;
  account: { email: string } | undefined;
  form: UseFormReturn<Values>;
  /** More fields after the name and the email. */
  children?: ReactNode;
};

/** The name and the sign-in email: typed on Add (the invitation goes there), shown on Edit (decision 012). */
export function SignInCard<Values extends { fullName: string; email: string }>({
  kind,
  title,
  nameLabel,
  account,
  form,
  children,
}: SignInCardProps<Values>) {
  const field = bindFields(form);
  return (
    <Card>
      <CardHeader
        title={title}
        description={
          account ? `The email is how the ${kind.one} signs in; it cannot be changed here.` : INVITATION_HINT
        }
      />
      <CardContent className="grid gap-5 sm:grid-cols-2">
        <InputField label={nameLabel} autoComplete="off" {...field("fullName" as Path<Values>)} />
        {account ? (
          <ReadOnlyEmail email={account.email} />
        ) : (
          <InputField label="Email" type="email" autoComplete="off" {...field("email" as Path<Values>)} />
        )}
        {children}
      </CardContent>
    </Card>
  );
}
