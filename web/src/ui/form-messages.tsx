import type { ReactNode } from 'react';

interface FormMessagesProps {
  error?: string | null;
  success?: ReactNode;
}

/**
 * The live regions of a form. They stay in the page even when empty, so assistive technology
 * announces a message as soon as it appears (errors assertively, successes politely).
 */
export function FormMessages({ error, success }: FormMessagesProps) {
  return (
    <div className="form-messages">
      <div className="form-message form-message--error" role="alert">
        {error}
      </div>
      <div className="form-message form-message--success" role="status">
        {success}
      </div>
    </div>
  );
}
