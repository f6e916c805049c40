import * as routes from '@quire/shared/routes';
import type { RouteResponse } from '@quire/shared/routes';
import {
  type InfiniteData,
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { patchBookInCaches } from './book-cache';
import { booksKeys } from './books-query-keys';

export type CommentPage = RouteResponse<typeof routes.listBookComments>;

export const COMMENTS_PAGE_SIZE = 10;

export const listComments = (bookId: string, page: number, signal?: AbortSignal) =>
  api(routes.listBookComments, {
    params: { id: bookId },
    query: { page, limit: COMMENTS_PAGE_SIZE },
    signal,
  });

export const addComment = (bookId: string, content: string) =>
  api(routes.addBookComment, { params: { id: bookId }, body: { content } });

export const deleteComment = (bookId: string, commentId: string) =>
  api(routes.deleteBookComment, { params: { id: bookId, commentId } });

export const commentsQueryOptions = (bookId: string) =>
  infiniteQueryOptions({
    queryKey: booksKeys.comments(bookId),
    queryFn: ({ signal, pageParam }) => listComments(bookId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });

/** A book's comments, newest first, a page at a time. */
export const useBookComments = (bookId: string) => useInfiniteQuery(commentsQueryOptions(bookId));

type CommentsData = InfiniteData<CommentPage, number>;

function changeTotal(data: CommentsData, by: number): CommentsData {
  return { ...data, pages: data.pages.map((page) => ({ ...page, total: Math.max(0, page.total + by) })) };
}

/** Posts a comment and puts it at the top of the list (the count follows). */
export function useAddComment(bookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => addComment(bookId, content),
    onSuccess: (comment) => {
      queryClient.setQueryData<CommentsData>(booksKeys.comments(bookId), (data) => {
        if (!data?.pages.length) return data;
        const [first, ...rest] = changeTotal(data, 1).pages;
        return { ...data, pages: [{ ...first, comments: [comment, ...first.comments] }, ...rest] };
      });
      patchBookInCaches(queryClient, bookId, (book) => ({ commentsCount: book.commentsCount + 1 }));
    },
    onError: (error) => console.error('Could not post the comment', error),
  });
}

/** Deletes one of the caller's comments (or any, for an admin). */
export function useDeleteComment(bookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => deleteComment(bookId, commentId),
    onSuccess: (_answer, commentId) => {
      queryClient.setQueryData<CommentsData>(booksKeys.comments(bookId), (data) => {
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
      patchBookInCaches(queryClient, bookId, (book) => ({
        commentsCount: Math.max(0, book.commentsCount - 1),
      }));
    },
    onError: (error) => console.error('Could not delete the comment', error),
  });
}
