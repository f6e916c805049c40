import * as routes from '@quire/shared/routes';
import type { RouteResponse } from '@quire/shared/routes';
import type { ChapterResponse } from '@quire/shared/schemas/reader';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readerKeys } from './reader-query-keys';

export type CommentPage = RouteResponse<typeof routes.listChapterComments>;
export const COMMENTS_PAGE_SIZE = 20;

export const getChapterComments = (bookId: string, chapter: number, page: number, signal?: AbortSignal) =>
  api(routes.listChapterComments, {
    params: { id: bookId, number: chapter },
    query: { page, limit: COMMENTS_PAGE_SIZE },
    signal,
  });

export const addChapterComment = (bookId: string, chapter: number, content: string) =>
  api(routes.addChapterComment, { params: { id: bookId, number: chapter }, body: { content } });

export const deleteChapterComment = (bookId: string, chapter: number, commentId: string) =>
  api(routes.deleteChapterComment, { params: { id: bookId, number: chapter, commentId } });

export const chapterCommentsQueryOptions = (bookId: string, chapter: number) =>
  infiniteQueryOptions({
    queryKey: readerKeys.comments(bookId, chapter),
    queryFn: ({ pageParam, signal }) => getChapterComments(bookId, chapter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });

/** Newest first, a page at a time. */
export const useChapterComments = (bookId: string, chapter: number, enabled: boolean) =>
  useInfiniteQuery({ ...chapterCommentsQueryOptions(bookId, chapter), enabled });

function useSetCommentCount(bookId: string, chapter: number) {
  const queryClient = useQueryClient();
  return (update: (count: number) => number) =>
    queryClient.setQueryData<ChapterResponse>(readerKeys.chapter(bookId, chapter), (old) =>
      old ? { ...old, comments: Math.max(0, update(old.comments)) } : old,
    );
}

export function useAddChapterComment(bookId: string, chapter: number) {
  const queryClient = useQueryClient();
  const setCount = useSetCommentCount(bookId, chapter);
  return useMutation({
    mutationFn: (content: string) => addChapterComment(bookId, chapter, content),
    onSuccess: () => {
      setCount((count) => count + 1);
      return queryClient.invalidateQueries({ queryKey: readerKeys.comments(bookId, chapter) });
    },
  });
}

export function useDeleteChapterComment(bookId: string, chapter: number) {
  const queryClient = useQueryClient();
  const setCount = useSetCommentCount(bookId, chapter);
  return useMutation({
    mutationFn: (commentId: string) => deleteChapterComment(bookId, chapter, commentId),
    onSuccess: (answer) => {
      setCount(() => answer.comments);
      return queryClient.invalidateQueries({ queryKey: readerKeys.comments(bookId, chapter) });
    },
  });
}
