import { Select } from 'antd';

/**
 * A list page's filter over a fixed set of values: cleared means "any". Each page names its values,
 * how one reads and what the empty filter says; the width is the console's one filter width.
 */
export function FilterSelect<T extends string>(props: {
  values: readonly T[];
  value: T | undefined;
  onChange: (value: T | undefined) => void;
  text: (value: T) => string;
  placeholder: string;
  'aria-label'?: string;
}) {
  return (
    <Select<T | undefined>
      allowClear
      aria-label={props['aria-label']}
      placeholder={props.placeholder}
      value={props.value}
      onChange={props.onChange}
      style={{ width: 180 }}
      options={props.values.map((value) => ({ value, label: props.text(value) }))}
    />
  );
}
