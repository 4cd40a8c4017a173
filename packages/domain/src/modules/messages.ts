/**
 * Contracts of messages (issue 15; decision 0074): an in-app inbox between users who share a tenant
 * relationship. A thread has a subject, its participants (who see it) and its messages, oldest first;
 * each participant's unread count is the messages of others after they last opened the thread. Messages
 * are never edited or deleted once sent. Every new message is e-mailed as a copy to the other
 * participants (the `message_received` event's e-mail preference switches it off).
 */
import { z } from 'zod';
import { USER_TYPES } from '../enums.js';
import { CONTROL_CHARS_MESSAGE, hasNoControlChars } from '../validators.js';
import { namedRefSchema } from './timesheets/contracts.js';

export const MESSAGE_MAX_LENGTH = 5000;
export const MESSAGE_SUBJECT_MAX_LENGTH = 200;
/** How many users one thread may be started with (the author besides). */
export const MESSAGE_MAX_RECIPIENTS = 20;
export const MESSAGE_SORTS = ['last_message_at'] as const;

const messageText = z
  .string()
  .trim()
  .min(1, 'Write the message')
  .max(MESSAGE_MAX_LENGTH, `At most ${MESSAGE_MAX_LENGTH} characters`)
  .refine((s) => hasNoControlChars(s.replace(/[\n\t]/g, ' ')), CONTROL_CHARS_MESSAGE);

const subjectText = z
  .string()
  .trim()
  .min(1, 'Write a subject')
  .max(MESSAGE_SUBJECT_MAX_LENGTH, `At most ${MESSAGE_SUBJECT_MAX_LENGTH} characters`)
  .refine(hasNoControlChars, CONTROL_CHARS_MESSAGE);

export const messageThreadCreateSchema = z
  .object({
    recipient_ids: z
      .array(z.string().uuid())
      .min(1, 'Choose at least one recipient')
      .max(MESSAGE_MAX_RECIPIENTS, `At most ${MESSAGE_MAX_RECIPIENTS} recipients`)
      .refine((ids) => new Set(ids).size === ids.length, 'Each recipient at most once'),
    subject: subjectText,
    body: messageText,
  })
  .strict();
export type MessageThreadCreate = z.infer<typeof messageThreadCreateSchema>;

export const messageReplySchema = z.object({ body: messageText }).strict();
export type MessageReply = z.infer<typeof messageReplySchema>;

export const messageFilters = {
  /** 'unread': only threads with messages the caller has not read. */
  status: z.enum(['unread', 'all']).default('all'),
  /** Words of the subject. */
  q: z.string().trim().max(100).optional(),
};

/** A user as a thread shows them: name, user type and the organization they belong to. */
export const messageUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  user_type: z.enum(USER_TYPES),
  /** The partner, client or sales partner they belong to; 'Contractor' or the platform's name otherwise. */
  organization: z.string().nullable(),
});
export type MessageUser = z.infer<typeof messageUserSchema>;

/** One thread in the inbox. */
export const messageThreadViewSchema = z.object({
  id: z.string(),
  subject: z.string(),
  /** The other participants. */
  participants: z.array(namedRefSchema),
  last_message: z.object({ author: namedRefSchema.nullable(), excerpt: z.string(), created_at: z.string() }),
  message_count: z.number().int(),
  /** Messages of others sent after the caller last opened the thread. */
  unread: z.number().int(),
  created_at: z.string(),
});
export type MessageThreadView = z.infer<typeof messageThreadViewSchema>;

export const messageViewSchema = z.object({
  id: z.string(),
  author: namedRefSchema.nullable(),
  body: z.string(),
  created_at: z.string(),
  /** Written by the caller. */
  mine: z.boolean(),
});
export type MessageView = z.infer<typeof messageViewSchema>;

/** A thread opened: its participants (the caller among them) and every message, oldest first. */
export const messageThreadDetailSchema = z.object({
  id: z.string(),
  subject: z.string(),
  created_by: namedRefSchema.nullable(),
  created_at: z.string(),
  participants: z.array(messageUserSchema),
  messages: z.array(messageViewSchema),
});
export type MessageThreadDetail = z.infer<typeof messageThreadDetailSchema>;

/** The unread messages of all the caller's threads, and how many threads hold them. */
export const messageUnreadSchema = z.object({ unread: z.number().int(), threads: z.number().int() });
export type MessageUnread = z.infer<typeof messageUnreadSchema>;

export const messageRecipientsQuerySchema = z
  .object({
    /** Words of the name or e-mail. */
    q: z.string().trim().max(100).optional(),
    limit: z.coerce.number().int().min(1).max(50).default(20),
  })
  .strict();

/** An excerpt of a message for the inbox (its first characters, on one line). */
export const MESSAGE_EXCERPT_LENGTH = 140;
export const messageExcerpt = (body: string) => {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > MESSAGE_EXCERPT_LENGTH ? `${line.slice(0, MESSAGE_EXCERPT_LENGTH - 1)}…` : line;
};
