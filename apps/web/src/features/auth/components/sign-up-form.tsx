import { zodResolver } from "@hookform/resolvers/zod";
import { signUpFormSchema } from "@internpath/shared/auth-schemas";
import type { SignUpRole } from "@internpath/shared/enums";
import { socialSignUpSchema } from "@internpath/shared/social-sign-in-schemas";
import { useForm, useWatch } from "react-hook-form";
import toast from "react-hot-toast";
import { bindFields, EmailField, InputField } from "@/components/form-fields";
import { NewPasswordFields } from "@/components/password-fields";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useIsHydrated } from "@/hooks/use-is-hydrated";
import { getErrorMessage, isApiError } from "@/lib/api-client";
import { useSignUp } from "../api/sign-up";
import { AccountTypeField } from "./account-type-field";
import { ProviderSignIn, SocialSignInButtons } from "./social-sign-in-buttons";

const SERVER_FIELDS = ["role", "fullName", "companyName", "university", "email", "password"] as const;
type ServerField = (typeof SERVER_FIELDS)[number];

function isServerField(name: string): name is ServerField {
  return (SERVER_FIELDS as readonly string[]).includes(name);
}

type SignUpFormProps = { initialRole: SignUpRole; onSignedUp: (email: string) => void };

export function SignUpForm({ initialRole, onSignedUp }: SignUpFormProps) {
  const isHydrated = useIsHydrated();
  const signUp = useSignUp();
  const form = useForm({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: {
      role: initialRole,
      fullName: "",
      companyName: "",
      university: "",
      email: "",
      password: "",
      confirmPassword: "",
    },
  });
  const { register, control, handleSubmit, setError, getValues, formState } = form;
  const field = bindFields(form);
  const role = useWatch({ control, name: "role" });
  const password = useWatch({ control, name: "password" });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await signUp.mutateAsync(values);
      toast.success("Account created successfully!");
      onSignedUp(values.email);
    } catch (error) {
      if (!isApiError(error)) return;
      for (const [name, message] of Object.entries(error.fields)) {
        if (isServerField(name)) setError(name, { type: "server", message }, { shouldFocus: true });
      }
    }
  });

  /**
   * What a provider button carries: the chosen account type and the name typed for it, if any (the
   * app asks a company for its name later when it is missing). Null stops the button: a typed name
   * the server would refuse is shown here first.
   */
  function socialSignUp() {
    const { role: chosen, companyName, university } = getValues();
    const signUp = chosen === "company" ? { role: chosen, companyName } : { role: chosen, university };
    const result = socialSignUpSchema.safeParse(signUp);
    if (result.success) return signUp;
    const field = chosen === "company" ? "companyName" : "university";
    setError(field, { type: "client", message: result.error.issues[0]!.message }, { shouldFocus: true });
    return null;
  }

  // A refusal that names a field is shown on it (the password's "one of the most common"); anything
  // else above the button. Never both.
  const error = signUp.error;
  const formError =
    error && !(isApiError(error) && Object.keys(error.fields).some(isServerField))
      ? getErrorMessage(error)
      : null;

  return (
    <>
      {/* A native submit (before hydration) would be a POST to this page, never a URL with the password in it. */}
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-5">
        <AccountTypeField registration={register("role")} error={formState.errors.role?.message} />
        <InputField label="Full Name" autoComplete="name" {...field("fullName")} />
        {role === "company" ? (
          <InputField
            key="companyName"
            label="Company Name"
            autoComplete="organization"
            {...field("companyName")}
          />
        ) : (
          <InputField key="university" label="University" {...field("university")} />
        )}
        <EmailField label="Email Address" {...field("email")} />
        <NewPasswordFields
          label="Password"
          confirmLabel="Confirm Password"
          password={password}
          newPassword={field("password")}
          confirmPassword={field("confirmPassword")}
        />

        {formError && <Alert>{formError}</Alert>}

        <Button type="submit" size="lg" fullWidth isLoading={formState.isSubmitting} disabled={!isHydrated}>
          Create Account
        </Button>
      </form>
      <ProviderSignIn>
        <div className="my-6 flex items-center gap-3">
          <div className="h-px flex-1 bg-neutral-200" />
          <p className="text-sm text-neutral-600">Or sign up with</p>
          <div className="h-px flex-1 bg-neutral-200" />
        </div>
        <SocialSignInButtons
          signUp={socialSignUp}
          errorCallbackURL={`${paths.auth.signUp.getHref()}?role=${role}`}
        />
        <p className="mt-3 text-center text-xs text-neutral-600">
          Your account type ({role === "company" ? "Company" : "Student"}) goes with it.
        </p>
      </ProviderSignIn>
    </>
  );
}
