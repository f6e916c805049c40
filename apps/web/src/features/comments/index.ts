/**
 * Book and chapter comments: one fetcher (fetchCommentsPage), one list, one comment box. Other
 * features reach them through the app (useFeatureSlots().Comments), never by importing this.
 */
export {
  COMMENTS_PAGE_SIZE,
  type CommentTarget,
  type CommentsPage,
  commentsKeys,
  fetchCommentsPage,
  useAddComment,
  useComments,
  useDeleteComment,
} from './api/comments';
export { Comments, type CommentsProps } from './components/comments';
export type { CommentsLook } from './components/comment-looks';
