// The end of the page's two forms: the refusal, if any, and the submit button, busy while the server answers.
export function SubmitRow(props: { error: string; busy: boolean; label: string; busyLabel: string }) {
  return (
    <>
      {props.error && (
        <p className="error" role="alert">
          {props.error}
        </p>
      )}
      <button type="submit" className="primary" disabled={props.busy}>
        {props.busy ? props.busyLabel : props.label}
      </button>
    </>
  );
}
