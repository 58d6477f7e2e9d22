/** The photos module's public face: private progress photos (Premium). */
export { photoRoutes, privateJpeg } from "./photos.routes";
export { PHOTO_UPLOADS_PER_HOUR } from "./upload-photo";
export { photosUserData } from "./user-data";
export { latestPhotoField } from "./photos";
export { processPhoto } from "./process-image";
export { PHOTO_UPLOAD_MAX_BODY_BYTES, readImageUpload, reserveUpload, uploadGate, uploadsInFlight } from "./upload";
