import type { ComponentProps, ReactNode } from "react";
import { withOverrides } from "./class-overrides";

/** What a button does, as colour: the screen's main action, a quiet one, a text-only one, a removal. */
export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";

/** sm: rows and small forms (36 px); md: dialog and editor actions (44 px); lg: a sheet's main action (48 px). */
export type ButtonSize = "sm" | "md" | "lg";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-accent text-accent-ink",
  secondary: "border border-line bg-surface text-ink-soft hover:text-ink",
  ghost: "text-muted hover:text-ink",
  danger: "bg-danger text-white",
};

const sizes: Record<ButtonSize, string> = {
  sm: "h-9 gap-1.5 rounded-lg px-3 text-sm font-medium disabled:opacity-50",
  md: "h-11 gap-2 rounded-xl px-4 font-semibold disabled:opacity-40",
  lg: "h-12 gap-2 rounded-xl px-4 font-semibold disabled:opacity-40",
};

export interface ButtonProps extends ComponentProps<"button"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/**
 * A text button. `className` adds to (and, for a class of the same kind, replaces) the variant's
 * and size's classes, so a screen can widen it or change its margin without copying the rest.
 * Like every button here it is `type="button"` unless told otherwise (a form's action says
 * `type="submit"`).
 */
export function Button({
  variant = "primary",
  size = "md",
  type = "button",
  className,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={withOverrides(
        `inline-flex items-center justify-center ${sizes[size]} ${variants[variant]}`,
        className,
      )}
      {...props}
    />
  );
}

const iconSizes = { xs: "size-8", sm: "size-9", md: "size-10" } as const;

export interface IconButtonProps extends Omit<ComponentProps<"button">, "aria-label" | "children"> {
  /** The button's accessible name (its `aria-label`): an icon alone says nothing to a screen reader. */
  label: string;
  /** The icon, drawn `aria-hidden` by the caller. */
  children: ReactNode;
  size?: keyof typeof iconSizes;
}

/** A round button showing only an icon (close, back, previous, next). */
export function IconButton({
  label,
  size = "md",
  type = "button",
  className,
  ...props
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      className={withOverrides(
        `grid place-items-center rounded-full text-ink-soft hover:bg-canvas ${iconSizes[size]}`,
        className,
      )}
      {...props}
    />
  );
}
