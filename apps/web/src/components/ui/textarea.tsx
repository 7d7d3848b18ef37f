import { clsx } from "clsx";
import type { TextareaHTMLAttributes } from "react";
import { controlClasses } from "./control-classes";

export function Textarea({ className, rows = 4, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea rows={rows} className={controlClasses(clsx("min-h-20 py-2", className))} {...props} />;
}
