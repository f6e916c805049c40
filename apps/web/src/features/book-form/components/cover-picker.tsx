import { clsx } from 'clsx';
import { CircleAlert, ImagePlus, Trash2 } from 'lucide-react';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { ProgressBar } from '@/components/ui/progress-bar';
import { CoverUploadError, checkCoverFile, uploadCover } from '../api/upload-cover';

interface CoverPickerProps {
  /** The hosted cover URL, or null. */
  value: string | null;
  onChange: (url: string | null) => void;
  onUploadingChange: (uploading: boolean) => void;
  /** Title and author, for the preview's description. */
  title: string;
}

/**
 * The cover picker: choose or drop an image, see it at once, watch it upload to POST /api/images,
 * remove it. The spec's checks (an image, under 5 MB) run before anything is sent.
 */
export function CoverPicker({ value, onChange, onUploadingChange, title }: CoverPickerProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const upload = useRef<AbortController | null>(null);

  // Object URLs hold memory until revoked.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  useEffect(() => () => upload.current?.abort(), []);

  const setUploading = (uploading: boolean) => {
    setProgress(uploading ? 0 : null);
    onUploadingChange(uploading);
  };

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const problem = checkCoverFile(file);
    if (problem) {
      setError(problem);
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    setError(null);
    upload.current?.abort();
    const controller = new AbortController();
    upload.current = controller;
    setPreview(URL.createObjectURL(file));
    setUploading(true);
    try {
      const image = await uploadCover(file, { onProgress: setProgress, signal: controller.signal });
      if (controller.signal.aborted) return;
      onChange(image.secure_url);
      setPreview(null);
    } catch (uploadError) {
      if (controller.signal.aborted) return;
      setPreview(null);
      setError(
        uploadError instanceof CoverUploadError
          ? uploadError.message
          : 'Failed to upload image. Please try again.',
      );
    } finally {
      if (upload.current === controller) {
        upload.current = null;
        setUploading(false);
      }
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  const remove = () => {
    upload.current?.abort();
    upload.current = null;
    setUploading(false);
    setPreview(null);
    setError(null);
    onChange(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void pick(event.dataTransfer.files[0]);
  };

  const shown = preview ?? value;
  const uploading = progress !== null;

  return (
    <div>
      <p className="text-sm font-medium text-ink-800">Cover image</p>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is a mouse shortcut; the file input below is the accessible way */}
      <div
        className={clsx(
          'relative mt-1.5 aspect-[2/3] w-full max-w-[10rem] overflow-hidden md:max-w-[15rem] rounded-xl border-2 border-dashed transition',
          dragging ? 'border-accent-600 bg-accent-50' : 'border-paper-300 bg-white/60',
          shown && 'border-solid border-transparent shadow-book',
        )}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        {shown ? (
          <img
            src={shown}
            alt={title ? `Cover of ${title}` : 'Cover preview'}
            width={480}
            height={720}
            className={clsx('absolute inset-0 size-full object-cover', uploading && 'opacity-70')}
          />
        ) : (
          <label
            htmlFor={inputId}
            className="absolute inset-0 flex cursor-pointer flex-col items-center justify-center gap-2 p-4 text-center text-ink-600 hover:text-ink-900"
          >
            <span className="grid size-12 place-items-center rounded-full bg-accent-50 text-accent-700">
              <ImagePlus className="size-6" aria-hidden="true" />
            </span>
            <span className="text-sm font-medium">Choose a cover</span>
            <span className="text-xs">or drop an image here</span>
          </label>
        )}
        {uploading ? (
          <div className="absolute inset-x-3 bottom-3 rounded-lg bg-white/95 p-2.5 shadow" role="status">
            <ProgressBar value={Math.round((progress ?? 0) * 100)} label="Cover upload" size="sm" />
            <p className="mt-1 text-xs text-ink-700">Uploading… {Math.round((progress ?? 0) * 100)}%</p>
          </div>
        ) : null}
      </div>

      <div className="mt-3 flex flex-wrap gap-2">
        <label className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-full border border-paper-300 bg-white/70 px-3.5 text-sm font-medium text-ink-800 transition hover:border-ink-300 hover:bg-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-600">
          <ImagePlus className="size-4" aria-hidden="true" />
          {shown ? 'Change cover' : 'Upload cover'}
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept="image/*"
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => void pick(event.target.files?.[0])}
            className="sr-only"
          />
        </label>
        {shown ? (
          <button
            type="button"
            onClick={remove}
            className="inline-flex h-9 items-center gap-2 rounded-full px-3.5 text-sm font-medium text-ink-700 transition hover:bg-red-50 hover:text-red-700"
          >
            <Trash2 className="size-4" aria-hidden="true" />
            Remove cover
          </button>
        ) : null}
      </div>
      <p id={hintId} className="mt-2 text-xs text-ink-600">
        JPG, PNG, WebP or GIF, under 5 MB. Optional.
      </p>
      {error ? (
        <p id={errorId} role="alert" className="mt-2 flex items-start gap-1.5 text-sm text-red-700">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {error}
        </p>
      ) : null}
    </div>
  );
}
