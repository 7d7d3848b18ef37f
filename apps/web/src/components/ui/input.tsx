import { clsx } from "clsx";
import type { InputHTMLAttributes } from "react";
import { controlClasses } from "./control-classes";

export function Input({ className, type = "text", ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input type={type} className={controlClasses(clsx("h-11 sm:h-10", className))} {...props} />;
}
