import type React from 'react';
import { Autocomplete, MultiSelect, Select, Switch, Textarea, TextInput } from '@mantine/core';
import {
  Controller,
  type Control,
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

/** What every bound input takes from its field and the form: label, message, name, ref, blur. */
type TBound = {
  label: string;
  description?: string;
  required?: boolean;
  error?: string;
  name: string;
  ref: ControllerRenderProps['ref'];
  onBlur: () => void;
};

type TRender<TValues extends FieldValues> = (state: {
  field: ControllerRenderProps<TValues, Path<TValues>>;
  bound: TBound;
}) => React.ReactElement;

/**
 * Binds an input to the form through a render callback (refs stay out of the render body); the
 * callback gets the props every input shares, so each field adds only what is its own.
 */
function Field<TValues extends FieldValues>({
  control,
  render,
  ...props
}: TFieldProps<TValues> & { render: TRender<TValues> }) {
  return (
    <Controller
      control={control as Control<TValues>}
      name={props.name}
      render={({ field, fieldState }) =>
        render({
          field,
          bound: {
            label: props.label,
            description: props.description,
            required: props.required,
            error: fieldState.error?.message,
            name: field.name,
            ref: field.ref,
            onBlur: field.onBlur,
          },
        })
      }
    />
  );
}

/**
 * Text box; empty text is kept as '' (the shared schemas read blank optional text as null). With
 * `suggestions` it also drops down the texts that fit what is typed (any other text may be typed).
 */
export function TextField<TValues extends FieldValues>(
  props: TFieldProps<TValues> & { multiline?: boolean; suggestions?: readonly string[] },
) {
  return (
    <Field
      {...props}
      render={({ field, bound }) => {
        const value = (field.value as string | null | undefined) ?? '';
        if (props.suggestions)
          return (
            <Autocomplete
              {...bound}
              value={value}
              data={[...props.suggestions]}
              onChange={(next) => field.onChange(next)}
            />
          );
        return props.multiline ? (
          <Textarea
            {...bound}
            value={value}
            autosize
            minRows={2}
            maxRows={6}
            onChange={(e) => field.onChange(e.currentTarget.value)}
          />
        ) : (
          <TextInput {...bound} value={value} onChange={(e) => field.onChange(e.currentTarget.value)} />
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
      {...props}
      render={({ field, bound }) => (
        <LocaleNumberInput
          {...bound}
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
      {...props}
      render={({ field, bound }) => (
        <LocaleDateInput
          {...bound}
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
      {...props}
      render={({ field, bound }) => (
        <Switch
          label={bound.label}
          description={bound.description}
          error={bound.error}
          name={bound.name}
          ref={bound.ref}
          checked={Boolean(field.value)}
          onChange={(e) => field.onChange(e.currentTarget.checked)}
        />
      )}
    />
  );
}

/** A row to choose by id; options with a `group` are listed under its heading (a factor's category). */
export type TOption = { value: number; label: string; group?: string };

/** The options of a choice of rows by id, as the select boxes take them (grouped when they say so). */
function choicesOf(options: TOption[]) {
  const item = (o: TOption) => ({ value: String(o.value), label: o.label });
  if (!options.some((o) => o.group)) return options.map(item);
  const groups = new Map<string, ReturnType<typeof item>[]>();
  for (const option of options) {
    const group = option.group ?? '';
    groups.set(group, [...(groups.get(group) ?? []), item(option)]);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}

/** A choice of one row by id (`disabled` until what it depends on is chosen; `placeholder` says so). */
export function SelectField<TValues extends FieldValues>(
  props: TFieldProps<TValues> & {
    options: TOption[];
    clearable?: boolean;
    disabled?: boolean;
    placeholder?: string;
    nothingFoundMessage?: string;
  },
) {
  return (
    <Field
      {...props}
      render={({ field, bound }) => {
        const value = field.value as number | null | undefined;
        return (
          <Select
            {...bound}
            searchable
            disabled={props.disabled}
            placeholder={props.placeholder}
            nothingFoundMessage={props.nothingFoundMessage}
            clearable={props.clearable}
            // Picking a required field's value again keeps it (Mantine would clear it).
            allowDeselect={!props.required}
            data={choicesOf(props.options)}
            value={value ? String(value) : null}
            onChange={(next) => field.onChange(next ? Number(next) : null)}
          />
        );
      }}
    />
  );
}

/** A choice of one of a few fixed words (a report, a kind): the form keeps the option's value. */
export function ChoiceField<TValues extends FieldValues>(
  props: TFieldProps<TValues> & { options: readonly { value: string; label: string }[] },
) {
  return (
    <Field
      {...props}
      render={({ field, bound }) => (
        <Select
          {...bound}
          allowDeselect={false}
          data={props.options.map(({ value, label }) => ({ value, label }))}
          value={(field.value as string | null | undefined) ?? null}
          onChange={(next) => field.onChange(next)}
        />
      )}
    />
  );
}

/** A choice of several rows by id. */
export function MultiSelectField<TValues extends FieldValues>(
  props: TFieldProps<TValues> & { options: TOption[] },
) {
  return (
    <Field
      {...props}
      render={({ field, bound }) => (
        <MultiSelect
          {...bound}
          searchable
          data={choicesOf(props.options)}
          value={((field.value as number[] | undefined) ?? []).map(String)}
          onChange={(next) => field.onChange(next.map(Number))}
        />
      )}
    />
  );
}
