import { TextAreaField, type TextAreaFieldProps } from './FormField';

interface KeyListFieldProps extends Omit<TextAreaFieldProps, 'aside' | 'autoComplete' | 'spellCheck' | 'className'> {
  /** The text of a loaded file, which replaces what the field holds. */
  onFileText: (text: string) => void;
}

/** A list of keys or codes, one a line, typed, pasted or loaded from a CSV or text file; monospaced so that look-alike characters stand apart. */
export function KeyListField({ onFileText, ...field }: KeyListFieldProps) {
  return <TextAreaField {...field} aside={<LoadFileLink onFileText={onFileText} />} autoComplete="off" spellCheck={false} className="font-mono text-sm" />;
}

/** The file input is emptied at once, so that the same file can be loaded again after an edit. */
function LoadFileLink({ onFileText }: { onFileText: (text: string) => void }) {
  return (
    <label className="cursor-pointer text-xs font-medium text-highlight hover:underline has-focus-visible:underline">
      Load a file
      <input
        type="file"
        accept=".csv,.txt,text/csv,text/plain"
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void file.text().then(onFileText);
        }}
      />
    </label>
  );
}
