/** Every query of chat sits under this key. */
export const chatKey = ['chat'] as const;

/** The conversation list of the Chat room tab. */
export const conversationsKey = [...chatKey, 'conversations'] as const;

/** One room's queries: its timeline and the member's permission to speak. */
export const roomKey = (roomId: number) => [...chatKey, 'room', roomId] as const;
export const timelineKey = (roomId: number) => [...roomKey(roomId), 'timeline'] as const;
export const permissionKey = (roomId: number) => [...roomKey(roomId), 'permission'] as const;

/** A group room's albums, and one album's media. */
export const albumsKey = (roomId: number) => [...roomKey(roomId), 'albums'] as const;
export const albumMediaKey = (albumId: number) => [...chatKey, 'album', albumId, 'media'] as const;
