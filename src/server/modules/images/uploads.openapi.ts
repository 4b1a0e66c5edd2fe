import type { OpenApiAddition } from '../../plugins/swagger';

const tusResumable = {
  name: 'Tus-Resumable',
  in: 'header',
  required: true,
  schema: { type: 'string', enum: ['1.0.0'] },
};
const uploadId = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/UploadError' } } },
});
const offset = { schema: { type: 'integer', minimum: 0 } };

/**
 * /api/uploads speaks the tus 1.0 protocol (creation, creation-with-upload, termination) through
 * its own handler, so no route schema describes it: this is its description. Every request needs
 * a session; only the user who created an upload may continue, inspect or cancel it.
 */
export const uploadsOpenApi: OpenApiAddition = {
  schemas: {
    UploadError: {
      type: 'object',
      properties: {
        error: {
          type: 'object',
          properties: { code: { type: 'string' }, message: { type: 'string' } },
          required: ['code', 'message'],
        },
      },
      required: ['error'],
    },
  },
  paths: {
    '/api/uploads': {
      post: {
        tags: ['uploads'],
        summary: 'Starts a photo upload (tus creation); the body may carry its first bytes',
        parameters: [
          tusResumable,
          {
            name: 'Upload-Length',
            in: 'header',
            required: true,
            description: 'The whole file in bytes (at most 10 MB)',
            schema: { type: 'integer', minimum: 1 },
          },
          {
            name: 'Upload-Metadata',
            in: 'header',
            description: 'filename and filetype, each base64',
            schema: { type: 'string' },
          },
        ],
        requestBody: {
          required: false,
          content: {
            'application/offset+octet-stream': { schema: { type: 'string', format: 'binary' } },
          },
        },
        responses: {
          '201': {
            description:
              'Created; Location names the upload. When the body held the whole file, the stored image as JSON',
            headers: { Location: { schema: { type: 'string' } }, 'Upload-Offset': offset },
          },
          '400': error('A missing or bad header, or an upload of unknown length'),
          '401': error('No session'),
          '413': error('Larger than 10 MB'),
          '415': error('Not a JPEG or PNG photo, or more than 40 megapixels'),
          '429': error('Too many uploads for now; Retry-After says when'),
          '503': error('Busy; Retry-After says when to send it again'),
        },
      },
    },
    '/api/uploads/{id}': {
      head: {
        tags: ['uploads'],
        summary: 'How many bytes of the upload the server holds (to resume it)',
        parameters: [uploadId, tusResumable],
        responses: {
          '200': {
            description: 'The offset and length',
            headers: { 'Upload-Offset': offset, 'Upload-Length': offset },
          },
          '404': { description: 'No such upload of yours' },
        },
      },
      patch: {
        tags: ['uploads'],
        summary: 'Sends the next bytes from Upload-Offset; the last ones store the photo',
        parameters: [
          uploadId,
          tusResumable,
          { name: 'Upload-Offset', in: 'header', required: true, ...offset },
        ],
        requestBody: {
          required: true,
          content: {
            'application/offset+octet-stream': { schema: { type: 'string', format: 'binary' } },
          },
        },
        responses: {
          '204': {
            description: 'Bytes stored; Upload-Offset is the new offset',
            headers: { 'Upload-Offset': offset },
          },
          '200': { description: 'The last bytes: the stored image (key, width, height) as JSON' },
          '404': error('No such upload of yours'),
          '409': error('Upload-Offset is not where the upload stands'),
          '413': error('Past Upload-Length'),
          '415': error('Not a JPEG or PNG photo, or more than 40 megapixels'),
          '503': error('Busy; Retry-After says when to send it again'),
        },
      },
      delete: {
        tags: ['uploads'],
        summary: 'Cancels an unfinished upload (tus termination)',
        parameters: [uploadId, tusResumable],
        responses: {
          '204': { description: 'Cancelled' },
          '404': error('No such upload of yours'),
        },
      },
    },
  },
};
