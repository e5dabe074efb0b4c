"use client";

import { CircleAlert } from "lucide-react";
import { useForm, type DefaultValues, type FieldError, type FieldValues } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { Alert, AlertDescription } from "@/components/ui/alert";

/**
 * A form validated by a zod schema (react-hook-form + its zod resolver); submit receives the parsed
 * output. Fields are validated on submit only, as the hand-written forms did: a message stays until
 * the next submit unless the form clears it (clearErrors) when the field is edited.
 */
export function useSchemaForm<Values extends FieldValues, Output>(schema: z.ZodType<Output, Values>, defaultValues: DefaultValues<Values>) {
  return useForm<Values, unknown, Output>({ resolver: zodResolver(schema), defaultValues, reValidateMode: "onSubmit" });
}

/**
 * The accessibility props of a field: its id, aria-invalid while it has an error, and aria-describedby
 * naming the error message (`${id}-error`, rendered by FieldError) and any other description ids.
 */
export function fieldAria(id: string, error: FieldError | undefined, ...descriptions: string[]) {
  const describedBy = [error ? `${id}-error` : "", ...descriptions].filter(Boolean).join(" ");
  return { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined } as const;
}

/** The form-level error (server answer, network failure) above the fields. */
export function FormAlert({ message, id }: { message: string | undefined; id?: string }) {
  if (!message) return null;
  return (
    <Alert variant="destructive" id={id}>
      <CircleAlert aria-hidden="true" />
      <AlertDescription className="text-destructive">{message}</AlertDescription>
    </Alert>
  );
}
