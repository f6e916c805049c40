import { COMMENTS_PAGE_SIZE } from '@quire/shared/constants';
import * as routes from '@quire/shared/routes';
import type { Comment } from '@quire/shared/schemas/books';
import type { ChapterResponse } from '@quire/shared/schemas/reader';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { patchBookInCaches, readerKeys } from '@/features/books';
import { api, apiWithHeaders } from '@/lib/api-client';

/** Whose comments: a book's, or one of its chapters' when `chapterNumber` is set. */
export interface CommentTarget {
  bookId: string;
  chapterNumber?: number;
  /** One paragraph's thread of the chapter; new comments are anchored to the paragraph with `quote`. */
  paragraph?: { index: number; quote: string };
}

/** One page of comments, newest first. */
export interface CommentsPage {
  comments: Comment[];
  /** How many comments the target has in all. */
  total: number;
  hasNextPage: boolean;
}

/** Comments per page, for books and chapters alike. */
export { COMMENTS_PAGE_SIZE };

/** The total a list answer carries in X-Total-Count (its length when the header is missing). */
const totalOf = (headers: Headers, shown: number) => {
  const total = Number(headers.get('x-total-count'));
  return Number.isFinite(total) && headers.has('x-total-count') ? total : shown;
};

/**
 * The one place that reads a comments list from the API (book or chapter): page `page` (from 1)
 * of COMMENTS_PAGE_SIZE comments, newest first. The answer is a plain array; the total comes in
 * X-Total-Count and a next page is announced by a Link header with rel="next".
 */
export async function fetchCommentsPage({
  bookId,
  chapterNumber,
  paragraph,
  page,
  signal,
}: CommentTarget & { page: number; signal?: AbortSignal }): Promise<CommentsPage> {
  const query = { page, limit: COMMENTS_PAGE_SIZE, ...(paragraph ? { paragraph: paragraph.index } : {}) };
  const { data, headers } =
    chapterNumber === undefined
      ? await apiWithHeaders(routes.listBookComments, { params: { id: bookId }, query, signal })
      : await apiWithHeaders(routes.listChapterComments, {
          params: { id: bookId, number: chapterNumber },
          query,
          signal,
        });
  const total = totalOf(headers, data.length);
  const hasNextPage = /rel="?next"?/.test(headers.get('link') ?? '') || page * COMMENTS_PAGE_SIZE < total;
  return { comments: data, total, hasNextPage };
}

export const addComment = (target: CommentTarget, content: string) =>
  target.chapterNumber === undefined
    ? api(routes.addBookComment, { params: { id: target.bookId }, body: { content } })
    : api(routes.addChapterComment, {
        params: { id: target.bookId, number: target.chapterNumber },
        body: target.paragraph
          ? { content, anchor: { paragraph: target.paragraph.index, quote: target.paragraph.quote } }
          : { content },
      });

/** Deletes a comment; a chapter's answer carries the chapter's new comment count. */
export const deleteComment = (
  target: CommentTarget,
  commentId: string,
): Promise<{ message: string; comments?: number }> =>
  target.chapterNumber === undefined
    ? api(routes.deleteBookComment, { params: { id: target.bookId, commentId } })
    : api(routes.deleteChapterComment, {
        params: { id: target.bookId, number: target.chapterNumber, commentId },
      });

export const commentsKeys = {
  all: ['comments'] as const,
  list: ({ bookId, chapterNumber, paragraph }: CommentTarget) =>
    paragraph
      ? (['comments', bookId, chapterNumber ?? 'book', 'paragraph', paragraph.index] as const)
      : (['comments', bookId, chapterNumber ?? 'book'] as const),
};

export const commentsQueryOptions = (target: CommentTarget) =>
  infiniteQueryOptions({
    queryKey: commentsKeys.list(target),
    queryFn: ({ signal, pageParam }) => fetchCommentsPage({ ...target, page: pageParam, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasNextPage ? pages.length + 1 : undefined),
  });

/** A book's or a chapter's comments, newest first, a page at a time. */
export const useComments = (target: CommentTarget) => useInfiniteQuery(commentsQueryOptions(target));

type CommentsData = InfiniteData<CommentsPage, number>;

function changeTotal(data: CommentsData, by: number): CommentsData {
  return { ...data, pages: data.pages.map((page) => ({ ...page, total: Math.max(0, page.total + by) })) };
}

/**
 * Keeps the counts shown in step: the book's commentsCount, or the chapter's (and, for a
 * paragraph's thread, the paragraph's count beside it and the chapter's whole list).
 */
function setCount(
  queryClient: QueryClient,
  { bookId, chapterNumber, paragraph }: CommentTarget,
  update: (count: number) => number,
) {
  if (chapterNumber !== undefined && paragraph) {
    const by = update(0);
    queryClient.setQueryData<ChapterResponse>(readerKeys.chapter(bookId, chapterNumber), (old) => {
      if (!old) return old;
      const others = old.paragraphComments.filter((entry) => entry.paragraph !== paragraph.index);
      const count = Math.max(
        0,
        (old.paragraphComments.find((entry) => entry.paragraph === paragraph.index)?.count ?? 0) + by,
      );
      const paragraphComments = [
        ...others,
        ...(count > 0 ? [{ paragraph: paragraph.index, count }] : []),
      ].sort((a, b) => a.paragraph - b.paragraph);
      return { ...old, paragraphComments };
    });
    void queryClient.invalidateQueries({
      queryKey: commentsKeys.list({ bookId, chapterNumber }),
      exact: true,
    });
  }
  if (chapterNumber === undefined) {
    patchBookInCaches(queryClient, bookId, (book) => ({
      commentsCount: Math.max(0, update(book.commentsCount)),
    }));
    return;
  }
  queryClient.setQueryData<ChapterResponse>(readerKeys.chapter(bookId, chapterNumber), (old) =>
    old ? { ...old, comments: Math.max(0, update(old.comments)) } : old,
  );
}

/** Posts a comment and puts it at the top of the list (the counts follow). */
export function useAddComment(target: CommentTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => addComment(target, content),
    onSuccess: (comment) => {
      queryClient.setQueryData<CommentsData>(commentsKeys.list(target), (data) => {
        if (!data?.pages.length) return data;
        const [first, ...rest] = changeTotal(data, 1).pages;
        return { ...data, pages: [{ ...first, comments: [comment, ...first.comments] }, ...rest] };
      });
      setCount(queryClient, target, (count) => count + 1);
    },
    onError: (error) => console.error('Could not post the comment', error),
  });
}

/** Deletes one of the caller's comments (or any, for an admin). */
export function useDeleteComment(target: CommentTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => deleteComment(target, commentId),
    onSuccess: (answer, commentId) => {
      queryClient.setQueryData<CommentsData>(commentsKeys.list(target), (data) => {
        if (!data) return data;
        const changed = changeTotal(data, -1);
        return {
          ...changed,
          pages: changed.pages.map((page) => ({
            ...page,
            comments: page.comments.filter((comment) => comment._id !== commentId),
          })),
        };
      });
      setCount(queryClient, target, (count) => answer.comments ?? count - 1);
    },
    onError: (error) => console.error('Could not delete the comment', error),
  });
}
