import {
  get,
  type FieldError,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormRegister,
} from "react-hook-form";

/**
 * A react-hook-form field's props for FormField and its kin: what `register` gives, with the message
 * of the error at the same name, so a field names its value once.
 */
export function fieldProps<T extends FieldValues>(register: UseFormRegister<T>, errors: FieldErrors<T>) {
  return <N extends FieldPath<T>>(name: N, options?: RegisterOptions<T, N>) => ({
    ...register(name, options),
    error: (get(errors, name) as FieldError | undefined)?.message,
  });
}
