import { Heart, Star, ThumbsUp } from 'lucide-react';

/**
 * One icon for each reader action, on every screen (decision 056): a heart is a favourite (the
 * spec's Knowledge Pool "heart toggle for favourites" and the sidebar's Favorite), a thumb is a
 * like of a book and a vote for a chapter, and a star is a rating and nothing else. Screens import
 * these names, never the drawings (a unit check fails on Heart, Star or ThumbsUp elsewhere).
 */
export const FavoriteIcon = Heart;
export const LikeIcon = ThumbsUp;
export const VoteIcon = ThumbsUp;
export const RatingIcon = Star;
