import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Input } from "./input";
import { Label } from "./label";
import { NativeSelect } from "./native-select";
import { Textarea } from "./textarea";

interface FieldProps {
  id: string;
  label: string;
  /** Helper text under the control, linked with aria-describedby. */
  hint?: ReactNode;
  invalid?: boolean;
  /** What is wrong with the value, shown under the control and linked with aria-describedby. */
  error?: string | undefined;
  /** For the field's wrapper (the control's width follows it). */
  className?: string;
}

function hintId({ id, hint }: FieldProps) {
  return hint ? `${id}-hint` : undefined;
}

function errorId({ id, error }: FieldProps) {
  return error ? `${id}-error` : undefined;
}

/** What ties the control to the text around it. */
function controlAria(field: FieldProps) {
  return {
    "aria-describedby": [errorId(field), hintId(field)].filter(Boolean).join(" ") || undefined,
    "aria-invalid": field.invalid || Boolean(field.error) || undefined,
  };
}

function FieldFrame({ children, ...field }: FieldProps & { children: ReactNode }) {
  return (
    <div className={cn("grid gap-2", field.className)}>
      <Label htmlFor={field.id}>{field.label}</Label>
      {children}
      {field.error && (
        <p id={errorId(field)} className="text-sm font-medium text-destructive">
          {field.error}
        </p>
      )}
      {field.hint && (
        <p id={hintId(field)} className="text-xs text-muted-foreground">
          {field.hint}
        </p>
      )}
    </div>
  );
}

/** The field's own props, and the control's (its id and aria first, so the caller's may override them). */
function split<P extends FieldProps>({ id, label, hint, invalid, error, className, ...control }: P) {
  const field = { id, label, hint, invalid, error, className };
  return [field, { id, ...controlAria(field), ...control }] as const;
}

/** Label + input (+ hint): the label gives the input its accessible name. */
export function FormField(props: InputFieldProps) {
  const [field, control] = split(props);
  return (
    <FieldFrame {...field}>
      <Input {...control} />
    </FieldFrame>
  );
}

type InputFieldProps = FieldProps & Omit<ComponentProps<"input">, "id">;

/** A password: hidden as typed, and the password manager told whether to fill a saved one or offer a new one. */
export function PasswordField(props: InputFieldProps & { autoComplete: "current-password" | "new-password" }) {
  return <FormField type="password" required {...props} />;
}

/** An email address: the email keyboard, and nothing capitalised or corrected as it is typed. */
export function EmailField(props: Omit<InputFieldProps, "label">) {
  return (
    <FormField
      label="Email"
      type="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      placeholder="you@example.com"
      required
      {...props}
    />
  );
}

/** Label + native select (+ hint), as FormField; the options are its children. */
export function SelectField(props: FieldProps & Omit<ComponentProps<"select">, "id">) {
  const [field, control] = split(props);
  return (
    <FieldFrame {...field}>
      <NativeSelect {...control} />
    </FieldFrame>
  );
}

/** Label + multi-line text box (+ hint), as FormField. */
export function TextareaField(props: FieldProps & Omit<ComponentProps<"textarea">, "id">) {
  const [field, control] = split(props);
  return (
    <FieldFrame {...field}>
      <Textarea {...control} />
    </FieldFrame>
  );
}
