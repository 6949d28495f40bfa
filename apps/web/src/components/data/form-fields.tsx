import type React from 'react';
import { MultiSelect, Select, Switch, Textarea, TextInput } from '@mantine/core';
import {
  Controller,
  type Control,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { LocaleDateInput } from './locale-date-input.tsx';
import { LocaleNumberInput, type TNumberValue } from './locale-number-input.tsx';

type TFieldProps<TValues extends FieldValues> = {
  control: Control<TValues, unknown, never> | Control<TValues, unknown, unknown>;
  name: Path<TValues>;
  label: string;
  required?: boolean;
  description?: string;
};

type TRender<TValues extends FieldValues> = (state: {
  field: ControllerRenderProps<TValues, Path<TValues>>;
  fieldState: ControllerFieldState;
}) => React.ReactElement;

/** Binds an input to the form through a render callback (refs stay out of the render body). */
function Field<TValues extends FieldValues>({
  control,
  name,
  render,
}: Pick<TFieldProps<TValues>, 'control' | 'name'> & { render: TRender<TValues> }) {
  return <Controller control={control as Control<TValues>} name={name} render={render} />;
}

/** Text box; empty text is kept as '' (the shared schemas read blank optional text as null). */
export function TextField<TValues extends FieldValues>(
  props: TFieldProps<TValues> & { multiline?: boolean },
) {
  return (
    <Field
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => {
        const common = {
          label: props.label,
          description: props.description,
          required: props.required,
          error: fieldState.error?.message,
          name: field.name,
          ref: field.ref,
          onBlur: field.onBlur,
          value: (field.value as string | null | undefined) ?? '',
        };
        return props.multiline ? (
          <Textarea
            {...common}
            autosize
            minRows={2}
            maxRows={6}
            onChange={(e) => field.onChange(e.currentTarget.value)}
          />
        ) : (
          <TextInput {...common} onChange={(e) => field.onChange(e.currentTarget.value)} />
        );
      }}
    />
  );
}

/**
 * A number typed the language's way (es `1.530,5`, en `1,530.5`), showing a stored figure as the
 * lists do; see `LocaleNumberInput`. The form gets the number, null when empty, or the text typed
 * when it is not a number, which the shared schema refuses with its message.
 */
export function NumberField<TValues extends FieldValues>(
  props: TFieldProps<TValues> & { min?: number; max?: number; step?: number; suffix?: string },
) {
  return (
    <Field
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <LocaleNumberInput
          label={props.label}
          description={props.description}
          required={props.required}
          error={fieldState.error?.message}
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          min={props.min}
          max={props.max}
          step={props.step}
          suffix={props.suffix}
          value={field.value as TNumberValue | undefined}
          onChange={field.onChange}
        />
      )}
    />
  );
}

/**
 * A date typed in the language's order (es `15/03/2024`, en `03/15/2024`, ISO in both) or picked
 * from a calendar; see `LocaleDateInput`. The form gets `YYYY-MM-DD`, null when empty, or the text
 * typed when it names no date, which the shared `ZDate` refuses with its message.
 */
export function DateField<TValues extends FieldValues>(
  props: TFieldProps<TValues> & { minDate?: string; maxDate?: string },
) {
  return (
    <Field
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <LocaleDateInput
          label={props.label}
          description={props.description}
          required={props.required}
          error={fieldState.error?.message}
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          minDate={props.minDate}
          maxDate={props.maxDate}
          value={field.value as string | null | undefined}
          onChange={field.onChange}
        />
      )}
    />
  );
}

export function SwitchField<TValues extends FieldValues>(props: TFieldProps<TValues>) {
  return (
    <Field
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => {
        return (
          <Switch
            label={props.label}
            description={props.description}
            error={fieldState.error?.message}
            name={field.name}
            ref={field.ref}
            checked={Boolean(field.value)}
            onChange={(e) => field.onChange(e.currentTarget.checked)}
          />
        );
      }}
    />
  );
}

export type TOption = { value: number; label: string };

/** A choice of one row by id. */
export function SelectField<TValues extends FieldValues>(
  props: TFieldProps<TValues> & { options: TOption[]; clearable?: boolean },
) {
  return (
    <Field
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => {
        const value = field.value as number | null | undefined;
        return (
          <Select
            label={props.label}
            description={props.description}
            required={props.required}
            error={fieldState.error?.message}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            searchable
            clearable={props.clearable}
            data={props.options.map((o) => ({ value: String(o.value), label: o.label }))}
            value={value ? String(value) : null}
            onChange={(next) => field.onChange(next ? Number(next) : null)}
          />
        );
      }}
    />
  );
}

/** A choice of several rows by id. */
export function MultiSelectField<TValues extends FieldValues>(
  props: TFieldProps<TValues> & { options: TOption[] },
) {
  return (
    <Field
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => {
        const value = (field.value as number[] | undefined) ?? [];
        return (
          <MultiSelect
            label={props.label}
            description={props.description}
            required={props.required}
            error={fieldState.error?.message}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            searchable
            data={props.options.map((o) => ({ value: String(o.value), label: o.label }))}
            value={value.map(String)}
            onChange={(next) => field.onChange(next.map(Number))}
          />
        );
      }}
    />
  );
}
