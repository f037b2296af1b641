import type { Ref } from 'react';
import { MAX_NOTE_LENGTH } from './admin-codes';
import { TextField } from '../../ui/FormField';

interface CodeNoteFieldProps {
  /** An example of what the note says, for this form. */
  placeholder: string;
  value: string;
  onChange: (note: string) => void;
  error?: string;
  inputRef: Ref<HTMLInputElement>;
}

/** The optional note kept with a batch of codes, so that the list says where they went or came from. */
export function CodeNoteField({ placeholder, value, onChange, error, inputRef }: CodeNoteFieldProps) {
  return (
    <TextField
      label="Note"
      aside={<span className="text-xs text-muted-foreground">Optional</span>}
      name="note"
      maxLength={MAX_NOTE_LENGTH}
      autoComplete="off"
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      inputRef={inputRef}
    />
  );
}
