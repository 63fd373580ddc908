// A labelled plain-text area with its live character count and its error, wired for screen
// readers (the count and the error describe the field). Characters are counted as people see
// them (code points), as the server counts them.
import { styled } from './theme/stitches';
import { CharCount, TextArea, TextAreaLabel } from './TextArea';

export function CountedTextArea({
  id,
  label,
  value,
  onChange,
  max,
  error,
  rows = 3,
  placeholder,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  error: string | null;
  rows?: number;
  placeholder?: string;
}) {
  const length = [...value.trim()].length;
  return (
    <>
      <TextAreaLabel htmlFor={id}>{label}</TextAreaLabel>
      <TextArea
        id={id}
        value={value}
        rows={rows}
        placeholder={placeholder}
        // Room to paste and trim: the count, not the browser, says when it is too long.
        maxLength={max * 2}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        onChange={(event) => onChange(event.target.value)}
      />
      <CharCount id={`${id}-count`} over={length > max}>
        {length} / {max}
      </CharCount>
      {error ? (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </>
  );
}

const ErrorText = styled('p', { color: '$error', fontSize: '$sm', margin: '$1 0 $2' });
