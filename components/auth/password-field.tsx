"use client";

import type { FieldError as FormFieldError } from "react-hook-form";
import { Label } from "@/components/ui/label";
import { FieldError } from "./field-error";
import { fieldAria } from "./form-parts";
import { PasswordInput } from "./password-input";
import { PasswordStrength } from "./password-strength";

type PasswordFieldProps = Omit<React.ComponentProps<typeof PasswordInput>, "id" | "className"> & {
  id: string;
  label: string;
  error?: FormFieldError;
  /** The password to rate: shows the strength meter and checklist (`${id}-rules`) under the field. */
  strength?: string;
  className?: string;
  children?: React.ReactNode;
};

/** A labelled password input with its error message, optionally the strength meter, then children. */
export function PasswordField({ id, label, error, strength, className = "space-y-2", children, ...input }: PasswordFieldProps) {
  const rules = strength === undefined ? [] : [`${id}-rules`];
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <PasswordInput {...input} {...fieldAria(id, error, ...rules)} />
      <FieldError id={`${id}-error`} message={error?.message} />
      {strength === undefined ? null : <PasswordStrength id={`${id}-rules`} password={strength} />}
      {children}
    </div>
  );
}
