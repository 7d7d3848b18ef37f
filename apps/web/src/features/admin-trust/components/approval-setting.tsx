import { ShieldCheck } from "lucide-react";
import { useId } from "react";
import toast from "react-hot-toast";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useTrustSettings, useUpdateTrustSettings } from "../api/trust-api";

/** The admin setting "Approve new employers before their internships go live", as a switch. */
export function ApprovalSetting() {
  const settings = useTrustSettings();
  const update = useUpdateTrustSettings();
  const isOn = settings.data?.requireEmployerApproval ?? false;
  const labelId = useId();
  const hintId = useId();
  return (
    <Card className="flex items-start gap-3 p-4 sm:items-center">
      <ShieldCheck className="mt-0.5 size-5 shrink-0 text-brand-600 sm:mt-0" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p id={labelId} className="text-sm font-semibold text-neutral-900">
          Approve new employers before their internships go live
        </p>
        <p id={hintId} className="text-sm text-neutral-600">
          While on, a company that signs up waits in Approvals; students see its internships once you approve
          it.
        </p>
      </div>
      {settings.isPending ? (
        <Skeleton className="h-6 w-11 rounded-full" />
      ) : (
        <button
          type="button"
          role="switch"
          aria-checked={isOn}
          aria-labelledby={labelId}
          aria-describedby={hintId}
          disabled={update.isPending || settings.isError}
          onClick={() =>
            update.mutate(
              { requireEmployerApproval: !isOn },
              {
                onSuccess: (data) =>
                  toast.success(
                    data.settings.requireEmployerApproval
                      ? "New employers now need approval"
                      : "New employers go live at once",
                  ),
                onError: () => toast.error("Failed to save the setting"),
              },
            )
          }
          // The track is 24 px tall; the button around it is a 44 px target on phones.
          className="inline-flex min-h-11 shrink-0 items-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60 sm:min-h-0"
        >
          <span
            aria-hidden="true"
            className={`relative inline-flex h-6 w-11 items-center rounded-full transition-colors ${
              isOn ? "bg-brand-600" : "bg-neutral-400"
            }`}
          >
            <span
              className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${
                isOn ? "translate-x-5" : "translate-x-0.5"
              }`}
            />
          </span>
        </button>
      )}
    </Card>
  );
}
