import { zodResolver } from "@hookform/resolvers/zod";
import { type AdminInviteInput, adminInviteSchema } from "@internpath/shared/admin-accounts-schemas";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { bindFields, FormButtons, InputField } from "@/components/form-fields";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { getErrorMessage, isApiError } from "@/lib/api-client";
import { useInviteAdmin } from "../api/account-writes";
import { INVITATION_HINT } from "../utils/invitation";

type InviteValues = { email: string; fullName: string };

/** "Invite administrator": the only way an admin is made from the web app (decision 012). */
export function InviteAdminDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus className="size-4" aria-hidden="true" />
          Invite administrator
        </Button>
      </DialogTrigger>
      <DialogContent title="Invite administrator" description={INVITATION_HINT} closeLabel="Close invitation">
        <InviteAdminForm onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function InviteAdminForm({ onDone }: { onDone: () => void }) {
  const invite = useInviteAdmin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InviteValues, unknown, AdminInviteInput>({
    resolver: zodResolver(adminInviteSchema),
    defaultValues: { email: "", fullName: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const admin = await invite.mutateAsync(values);
      toast.success(`Invitation sent to ${admin.email}`);
      onDone();
    } catch (error) {
      if (isApiError(error) && error.fields.email)
        setError("email", { message: error.fields.email }, { shouldFocus: true });
      toast.error(`Failed to invite administrator: ${getErrorMessage(error)}`);
    }
  });

  const field = bindFields({ register, formState: { errors } });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <InputField label="Full Name" autoComplete="off" {...field("fullName")} />
      <InputField label="Email" type="email" autoComplete="off" {...field("email")} />
      <FormButtons
        submitLabel="Send invitation"
        isSubmitting={isSubmitting}
        cancel={{ onClick: onDone }}
        gap="gap-2"
      />
    </form>
  );
}
