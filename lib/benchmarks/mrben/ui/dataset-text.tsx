// An MR-Ben dataset field as text: its fields are strings or lists of strings (solution steps, options).
export function DatasetText({ value }: { value: unknown }) {
  if (value === null || value === undefined || value === "") return <span className="text-slate-500">–</span>;
  if (Array.isArray(value))
    return (
      <ol className="list-decimal space-y-1 pl-6">
        {value.map((entry, index) => (
          <li key={index} className="whitespace-pre-wrap break-words">
            {typeof entry === "string" ? entry : JSON.stringify(entry)}
          </li>
        ))}
      </ol>
    );
  return <p className="whitespace-pre-wrap break-words">{typeof value === "string" ? value : JSON.stringify(value)}</p>;
}
