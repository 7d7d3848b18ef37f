import { clsx } from "clsx";
import type { ComponentProps } from "react";
import { Link, type LinkProps } from "react-router";
import { Spinner } from "./spinner";

/** `outline` is the one secondary style: every action beside or below a primary one uses it. */
export type ButtonVariant = "primary" | "ghost" | "danger" | "outline" | "inverse";
export type ButtonSize = "sm" | "md" | "lg" | "icon";

type ButtonStyle = { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean; className?: string };

const VARIANT_CLASSES: Record<ButtonVariant, string> = {
  primary: "bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800",
  ghost: "text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900",
  danger:
    "bg-error-600 text-white shadow-sm hover:bg-error-700 active:bg-error-800 focus-visible:outline-error-600",
  outline:
    "border border-neutral-300 bg-white text-neutral-800 shadow-sm hover:bg-neutral-50 active:bg-neutral-100",
  /** On brand-coloured or dark backgrounds. */
  inverse:
    "bg-white text-brand-700 shadow-sm hover:bg-brand-50 active:bg-brand-100 focus-visible:outline-white",
};

/** On phones (below `sm`) every size is at least 44 px tall, a comfortable tap target (docs/product.md). */
const SIZE_CLASSES: Record<ButtonSize, string> = {
  sm: "h-11 px-3 text-sm sm:h-8",
  md: "h-11 px-4 text-sm sm:h-10",
  lg: "h-12 px-6 text-base",
  icon: "size-11 sm:size-10",
};

export function buttonClasses({ variant = "primary", size = "md", fullWidth, className }: ButtonStyle = {}) {
  return clsx(
    "inline-flex shrink-0 select-none items-center justify-center gap-2 whitespace-nowrap rounded-control font-semibold transition-colors",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
    "disabled:pointer-events-none disabled:opacity-60 [&_svg]:shrink-0",
    VARIANT_CLASSES[variant],
    SIZE_CLASSES[size],
    fullWidth && "w-full",
    className,
  );
}

/** React 19 passes `ref` as a prop: a screen can move focus to a button after an action. */
type ButtonProps = ComponentProps<"button"> & ButtonStyle & { isLoading?: boolean };

export function Button({
  variant,
  size,
  fullWidth,
  className,
  isLoading = false,
  disabled,
  type = "button",
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      className={buttonClasses({ variant, size, fullWidth, className })}
      {...props}
    >
      {isLoading && <Spinner />}
      {children}
    </button>
  );
}

type ButtonLinkProps = LinkProps & ButtonStyle;

/** A link that looks like a button: for navigation, never for actions. */
export function ButtonLink({ variant, size, fullWidth, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses({ variant, size, fullWidth, className })} {...props} />;
}
