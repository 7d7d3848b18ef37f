import { zodResolver } from "@hookform/resolvers/zod";
import type { MessageRecipient } from "@internpath/shared/api-types";
import type { Role } from "@internpath/shared/enums";
import { LONG_TEXT_MAX_LENGTH, SHORT_TEXT_MAX_LENGTH } from "@internpath/shared/limits";
import {
  COMPOSE_SUBTITLES,
  MESSAGE_TEXTS,
  type SendMessageInput,
  sendMessageSchema,
} from "@internpath/shared/message-schemas";
import { Send } from "lucide-react";
import { useState } from "react";
import { type Control, useController, useForm } from "react-hook-form";
import toast from "react-hot-toast";
import type { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Combobox, type ComboboxOption } from "@/components/ui/combobox";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { Field, type FieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { QueryError } from "@/components/ui/query-error";
import { Select } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { isApiError } from "@/lib/api-client";
import { useMessageRecipient, useMessageRecipients, useRecipientSearch } from "../api/get-recipients";
import { useSendMessage } from "../api/send-message";
import { recipientLabel } from "../utils/message-format";

type ComposeValues = z.output<typeof sendMessageSchema>;

/** What compose starts with: empty, a person from `?recipient=`, or a reply. */
export type ComposeDraft = { recipientId: string; subject: string };

const REQUIRED = "Please fill in all required fields";

const GROUPS: { role: Role; label: string }[] = [
  { role: "admin", label: "Administrators" },
  { role: "company", label: "Companies" },
  { role: "student", label: "Students" },
];

type ComposeMessageDialogProps = {
  /** The draft to start from; null when the dialog is closed. */
  draft: ComposeDraft | null;
  onClose: () => void;
  /**
   * Who writes: the subtitle says whom they may write to. An admin may message anyone (tens of thousands):
   * the Recipient is a search box instead of the whole list, and a prefilled recipient is looked up by id.
   */
  senderRole: Role;
};

export function ComposeMessageDialog({ draft, onClose, senderRole }: ComposeMessageDialogProps) {
  return (
    <Dialog open={draft !== null} onOpenChange={(open) => !open && onClose()}>
      {draft && (
        <DialogContent title="New Message" description={COMPOSE_SUBTITLES[senderRole]}>
          {senderRole === "admin" ? (
            <SearchComposeBody draft={draft} onClose={onClose} />
          ) : (
            <ComposeBody draft={draft} onClose={onClose} />
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}

function LoadingRecipients() {
  return (
    <p role="status" className="flex items-center gap-2 py-6 text-sm text-neutral-600">
      <Spinner />
      Loading recipients...
    </p>
  );
}

/** An admin's form starts once a prefilled recipient is looked up (or found not to be allowed). */
function SearchComposeBody({ draft, onClose }: { draft: ComposeDraft; onClose: () => void }) {
  const prefilled = useMessageRecipient(draft.recipientId, { enabled: Boolean(draft.recipientId) });
  if (draft.recipientId && prefilled.isPending) return <LoadingRecipients />;
  if (prefilled.isError && !(isApiError(prefilled.error) && prefilled.error.status === 404)) {
    return (
      <QueryError
        title={MESSAGE_TEXTS.recipientsFailed}
        onRetry={prefilled.refetch}
        isRetrying={prefilled.isFetching}
      />
    );
  }
  const recipients = prefilled.data ? [prefilled.data] : [];
  return <ComposeForm draft={draft} recipients={recipients} onClose={onClose} searchRecipients />;
}

/** The form starts once the Recipient list is known, so a prefilled recipient shows as chosen. */
function ComposeBody({ draft, onClose }: { draft: ComposeDraft; onClose: () => void }) {
  const recipients = useMessageRecipients({ enabled: true });
  if (recipients.isError) {
    return (
      <QueryError
        title={MESSAGE_TEXTS.recipientsFailed}
        onRetry={recipients.refetch}
        isRetrying={recipients.isFetching}
      />
    );
  }
  if (!recipients.data) return <LoadingRecipients />;
  return <ComposeForm draft={draft} recipients={recipients.data} onClose={onClose} />;
}

type ComposeFormProps = {
  draft: ComposeDraft;
  /** Everyone who may be chosen; for a search, just the prefilled person (if allowed). */
  recipients: MessageRecipient[];
  onClose: () => void;
  searchRecipients?: boolean;
};

function ComposeForm({ draft, recipients, onClose, searchRecipients = false }: ComposeFormProps) {
  const isPrefilledMissing =
    Boolean(draft.recipientId) && !recipients.some((item) => item.id === draft.recipientId);
  const sendMessage = useSendMessage();
  const {
    register,
    control: formControl,
    handleSubmit,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<SendMessageInput, unknown, ComposeValues>({
    resolver: zodResolver(sendMessageSchema),
    defaultValues: {
      recipientId: isPrefilledMissing ? "" : draft.recipientId,
      subject: draft.subject,
      messageText: "",
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await sendMessage.mutateAsync(values);
      toast.success(MESSAGE_TEXTS.sent);
      onClose();
    } catch (error) {
      // The rule the server applied (who may message whom, a limit) is said as it is.
      toast.error(
        isApiError(error) && error.status >= 400 && error.status < 500
          ? error.message
          : MESSAGE_TEXTS.sendFailed,
      );
    }
  });

  const isMissingRequired =
    submitCount > 0 && (errors.recipientId?.message === REQUIRED || errors.messageText?.message === REQUIRED);
  const fieldError = (message: string | undefined) => (message === REQUIRED ? undefined : message);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {isMissingRequired && <Alert>{REQUIRED}</Alert>}
      <Field
        label="Recipient"
        error={fieldError(errors.recipientId?.message)}
        hint={isPrefilledMissing ? "You cannot message the person this link was for." : undefined}
      >
        {(control) =>
          searchRecipients ? (
            <RecipientSearch
              control={control}
              formControl={formControl}
              prefilled={isPrefilledMissing ? null : (recipients[0] ?? null)}
              isInvalid={Boolean(errors.recipientId)}
            />
          ) : (
            <Select
              {...control}
              aria-invalid={control["aria-invalid"] || Boolean(errors.recipientId) || undefined}
              aria-required="true"
              {...register("recipientId")}
            >
              <option value="">Select a recipient</option>
              {GROUPS.map((group) => (
                <RecipientGroup
                  key={group.role}
                  label={group.label}
                  items={recipients.filter((item) => item.role === group.role)}
                />
              ))}
            </Select>
          )
        }
      </Field>
      <Field label="Subject" error={errors.subject?.message}>
        {(control) => <Input {...control} maxLength={SHORT_TEXT_MAX_LENGTH} {...register("subject")} />}
      </Field>
      <Field label="Message" error={fieldError(errors.messageText?.message)}>
        {(control) => (
          <Textarea
            {...control}
            aria-invalid={control["aria-invalid"] || Boolean(errors.messageText) || undefined}
            aria-required="true"
            rows={8}
            maxLength={LONG_TEXT_MAX_LENGTH}
            {...register("messageText")}
          />
        )}
      </Field>
      <div className="flex flex-wrap justify-end gap-2">
        <DialogClose asChild>
          <Button variant="ghost" disabled={isSubmitting}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" isLoading={isSubmitting}>
          <Send className="size-4" aria-hidden="true" />
          Send Message
        </Button>
      </div>
    </form>
  );
}

function RecipientGroup({ label, items }: { label: string; items: MessageRecipient[] }) {
  if (items.length === 0) return null;
  return (
    <optgroup label={label}>
      {items.map((item) => (
        <option key={item.id} value={item.id}>
          {recipientLabel(item)}
        </option>
      ))}
    </optgroup>
  );
}

const GROUP_LABELS = Object.fromEntries(GROUPS.map((group) => [group.role, group.label])) as Record<
  Role,
  string
>;

function toOption(person: MessageRecipient): ComboboxOption {
  return { id: person.id, label: recipientLabel(person), group: GROUP_LABELS[person.role] };
}

type RecipientSearchProps = {
  control: FieldControlProps;
  formControl: Control<SendMessageInput, unknown, ComposeValues>;
  prefilled: MessageRecipient | null;
  isInvalid: boolean;
};

/** An admin's Recipient: type a name, company or email, choose from the matches (grouped as the list). */
function RecipientSearch({ control, formControl, prefilled, isInvalid }: RecipientSearchProps) {
  const { field } = useController({ control: formControl, name: "recipientId" });
  const [chosen, setChosen] = useState<ComboboxOption | null>(prefilled ? toOption(prefilled) : null);
  const [query, setQuery] = useState("");
  const search = useRecipientSearch(useDebouncedValue(query.trim()), { enabled: true });
  return (
    <Combobox
      id={control.id}
      listLabel="Recipients"
      aria-describedby={control["aria-describedby"]}
      aria-invalid={control["aria-invalid"] || isInvalid || undefined}
      aria-required
      placeholder="Search by name, company or email"
      value={chosen}
      onChange={(option) => {
        setChosen(option);
        field.onChange(option?.id ?? "");
      }}
      query={query}
      onQueryChange={setQuery}
      options={(search.data ?? []).map(toOption)}
      isLoading={search.isFetching}
      errorText={search.isError ? MESSAGE_TEXTS.recipientsFailed : undefined}
      emptyText="No one matches"
      clearLabel="Clear recipient"
      inputRef={field.ref}
    />
  );
}
