/* Where the community keeps a member's files: under their account, so they go with it. */

/** A post's photo. */
export const postPhotoKey = (authorId: string, postId: string) => `users/${authorId}/community/${postId}.jpg`;
/** Every community file of a member's (their posts' photos). */
export const communityFilesPrefix = (userId: string) => `users/${userId}/community/`;
