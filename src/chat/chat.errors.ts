import { DomainError, RateLimitedError } from '../common/errors/domain-error.js';

/** The caller has no conversation yet, or not the one named. */
export class ChatConversationNotFoundError extends DomainError {
  constructor() {
    super('not_found', 'chat_not_found', 'No chat conversation found. Start a chat first.');
  }
}

/** A guest must say who they are before a chat starts. */
export class ChatGuestDetailsRequiredError extends DomainError {
  constructor() {
    super('bad_request', 'chat_details_required', 'Please enter your name and e-mail address to start a chat.');
  }
}

/** Too many live connections from one address or to one conversation. */
export class TooManyChatStreamsError extends RateLimitedError {
  constructor() {
    super(30, 'too_many_chat_streams', 'Too many chat windows are open. Close one, then try again in 30 seconds.');
  }
}
