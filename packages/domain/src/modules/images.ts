/** The images contract: partner logos and favicons, uploaded as base64 JSON (decision 0011). */
import { z } from 'zod';

export const IMAGE_PURPOSES = ['logo', 'favicon'] as const;
export type ImagePurpose = (typeof IMAGE_PURPOSES)[number];
/** What an upload may be (spec: PNG, SVG or ICO up to 1 MB); the server checks the bytes, not the name. */
export const IMAGE_UPLOAD_MAX_BYTES = 1024 * 1024;
export const IMAGE_UPLOAD_ACCEPT = 'image/png,image/svg+xml,image/x-icon,image/vnd.microsoft.icon,.ico,.png,.svg';

export const imageUploadSchema = z.object({
  purpose: z.enum(IMAGE_PURPOSES),
  /** Staff name the partner; a partner owner uploads for its own partner (may be omitted). */
  partner_id: z.string().uuid().optional(),
  filename: z.string().trim().min(1, 'File name is required').max(200),
  content_base64: z
    .string()
    .min(1, 'The file is empty')
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'The file content must be base64'),
});
export type ImageUpload = z.infer<typeof imageUploadSchema>;

export const IMAGE_CONTENT_TYPES = ['image/png', 'image/svg+xml', 'image/x-icon'] as const;

/** An uploaded image as POST /v2/images answers it. */
export const imageViewSchema = z.object({
  id: z.string(),
  /** Where the image is served, to store as a partner's logo_url or favicon_url. */
  url: z.string(),
  purpose: z.enum(IMAGE_PURPOSES),
  content_type: z.enum(IMAGE_CONTENT_TYPES),
  size_bytes: z.number().int(),
  partner_id: z.string().nullable(),
  created_at: z.string(),
});
export type ImageView = z.infer<typeof imageViewSchema>;
