import type { AdminApplicationDetail } from "@internpath/shared/admin-application-answers";
import {
  ADMIN_APPLICATION_TEXTS,
  APPLICANT_MESSAGE_TEMPLATES,
} from "@internpath/shared/admin-applications-schemas";
import { LONG_TEXT_MAX_LENGTH, SHORT_TEXT_MAX_LENGTH } from "@internpath/shared/limits";
import { Send } from "lucide-react";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { isApiError } from "@/lib/api-client";
import { companyNameOf } from "@/lib/format";
import { useSendAdminMessage } from "../api/send-message";

export type MessageTarget = "applicant" | "company";

type AdminMessageDialogProps = {
  application: AdminApplicationDetail;
  /** Whom to write to; null when the dialog is closed. */
  target: MessageTarget | null;
  onClose: () => void;
};

/** The admin's message to the applicant or the company: a real in-app message, also mailed. */
export function AdminMessageDialog({ application, target, onClose }: AdminMessageDialogProps) {
  const recipientName =
    target === "company"
      ? application.company.companyName?.trim() || application.company.fullName.trim()
      : application.student.fullName.trim();
  const shownName =
    target === "company"
      ? companyNameOf(application.company.companyName)
      : recipientName || "Unnamed Student";
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      {target && (
        <DialogContent
          title={target === "company" ? "Send Message to Company" : "Send Message to Applicant"}
          description={`To ${shownName}. They get it in InternPath and by email, and can reply in InternPath.`}
        >
          <MessageForm
            application={application}
            target={target}
            toastName={recipientName || target}
            onClose={onClose}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

type MessageFormProps = {
  application: AdminApplicationDetail;
  target: MessageTarget;
  toastName: string;
  onClose: () => void;
};

function MessageForm({ application, target, toastName, onClose }: MessageFormProps) {
  const [subject, setSubject] = useState("");
  const [text, setText] = useState("");
  const send = useSendAdminMessage();
  const isBlank = text.trim() === "";
  const recipientId = target === "company" ? application.company.id : application.student.id;

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (isBlank || send.isPending) return;
        send.mutate(
          { recipientId, subject: subject.trim(), messageText: text },
          {
            onSuccess: () => {
              toast.success(ADMIN_APPLICATION_TEXTS.messageSent(toastName));
              onClose();
            },
            onError: (error) => {
              console.error("Sending the message failed:", error);
              toast.error(
                isApiError(error) && error.status === 400
                  ? error.message
                  : ADMIN_APPLICATION_TEXTS.messageFailed,
              );
            },
          },
        );
      }}
    >
      {target === "applicant" && (
        <fieldset>
          <legend className="text-sm font-medium text-neutral-800">Templates</legend>
          <div className="mt-1.5 flex flex-wrap gap-2">
            {APPLICANT_MESSAGE_TEMPLATES.map((template) => (
              <Button
                key={template.label}
                variant="outline"
                size="sm"
                onClick={() => {
                  const name = application.student.fullName.trim() || "applicant";
                  setSubject(template.subject(application.internship.title));
                  setText(template.text(name, application.internship.title));
                }}
              >
                {template.label}
              </Button>
            ))}
          </div>
        </fieldset>
      )}
      <Field label="Subject">
        {(control) => (
          <Input
            {...control}
            value={subject}
            maxLength={SHORT_TEXT_MAX_LENGTH}
            onChange={(event) => setSubject(event.target.value)}
          />
        )}
      </Field>
      <Field label="Message">
        {(control) => (
          <Textarea
            {...control}
            aria-required="true"
            rows={8}
            value={text}
            maxLength={LONG_TEXT_MAX_LENGTH}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </Field>
      <div className="flex flex-wrap justify-end gap-2">
        <DialogClose asChild>
          <Button variant="ghost" disabled={send.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={isBlank} isLoading={send.isPending}>
          {!send.isPending && <Send className="size-4" aria-hidden="true" />}
          Send Message
        </Button>
      </div>
    </form>
  );
}
