import { isSessionEnded, SESSION_ENDED_MESSAGE, type ApiError } from '../../lib/api-error';
import { fieldOfMessage, type CodeFieldErrors } from './admin-codes';

/** A refusal of the codes API: validation messages under the fields they name, the rest for the form's alert. */
export function sortCodeErrors(error: ApiError): { fields: CodeFieldErrors; message: string | null } {
  if (isSessionEnded(error)) return { fields: {}, message: SESSION_ENDED_MESSAGE };
  const fields: CodeFieldErrors = {};
  const others: string[] = [];
  const messages = error.code === 'validation_failed' && error.details.length > 0 ? error.details : [error.message];
  for (const message of messages) {
    const field = error.status === 400 ? fieldOfMessage(message) : null;
    if (field) fields[field] = fields[field] ? `${fields[field]} ${message}` : message;
    else others.push(message);
  }
  return { fields, message: others.length > 0 ? others.join(' ') : null };
}
