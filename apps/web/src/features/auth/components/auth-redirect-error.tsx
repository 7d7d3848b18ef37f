import { useSearchParams } from "react-router";
import { Alert } from "@/components/ui/alert";
import { TextLink } from "@/components/ui/text-link";
import { paths } from "@/config/paths";
import { describeAuthRedirectError, isNoAccountError } from "../utils/redirect-error";

/** The note after a provider round trip that failed: the server appends `?error=<code>` to the page. */
export function AuthRedirectError({ offerSignUp = false }: { offerSignUp?: boolean }) {
  const [searchParams] = useSearchParams();
  const error = searchParams.get("error");
  if (!error) return null;
  return (
    <Alert className="mb-5">
      <p>{describeAuthRedirectError(error)}</p>
      {offerSignUp && isNoAccountError(error) && (
        <p className="mt-1">
          <TextLink to={paths.auth.signUp.getHref()} className="text-error-800">
            Create an account
          </TextLink>
        </p>
      )}
    </Alert>
  );
}
