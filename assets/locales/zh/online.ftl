# Tilemeld: online (简体中文)

## Play online (create a room or join one)

online-title = 在线对战
online-intro = 和其他设备上的朋友一起玩。服务器负责发牌、判定每一步，有人掉线时也会保留牌局。
# A label before the text field for the player's name.
online-your-name = 你的名字
# A label before the text field for the server's address (not shown in a browser).
online-server = 服务器
online-create-room = 创建房间
# A label before the text field for a room's six-letter code.
online-invite-code = 邀请码
# The button by the invite code field.
online-join-room = 加入
online-back = 返回
# KQMZTR is an example code: keep it as it is (codes are Latin letters).
online-bad-code = 邀请码是六个字母，例如 KQMZTR。
online-need-name = 请先给自己起个名字。
# Coming back to the game, the seat this device held cannot be taken again.
online-room-gone = 你之前所在的房间已不存在，或者你的座位已被释放。

## What each other player's seat is, in small type on the seat at the top of the table (little room)

online-tag-online = 在线
online-tag-away = 离开
# A player dropped out and a computer plays their seat until they are back.
online-tag-stand-in = 离开：电脑代打
online-tag-computer = 电脑

## The lobby: the room's seats fill until the host starts

# Over the room's code, in large letters.
lobby-title = 房间
# $code is the room's six-letter code; "Play online" and "Invite code" are
# the names of the button on the main menu and of the field on its screen.
lobby-invite = 朋友用 { $code } 加入：在线对战 → 邀请码。
# In a browser. $link is this page's address with the room's code in it.
lobby-invite-link = 朋友可以用这个邀请码或链接加入：{ $link }
# In place of a name, for a seat nobody has taken yet.
lobby-waiting-player = 等待玩家加入…
# Tags after a seat's name (short).
lobby-tag-away = 离开
lobby-tag-host = 房主
lobby-tag-computer = 电脑
# The host's button to free another player's seat (small).
lobby-remove = 移出
lobby-remove-hint = 把这个座位让给别人
lobby-start = 开始
lobby-waiting-seats = 等待所有座位坐满…
lobby-host-starts = 由房主开始游戏。
lobby-leave = 离开房间

## The connection to the server

conn-connecting = 正在连接…
conn-reconnecting = 正在重新连接…
# $why is the network's own reason, in English (a technical detail).
conn-no-server = 无法连接服务器：{ $why }
# A banner over the table while the connection is being made again.
conn-lost = 连接已断开，正在重新连接…
# $attempt is the number of this attempt (2, 3, …).
conn-lost-retry = 连接已断开，正在重新连接（第 { $attempt } 次尝试）… 你的座位会保留一分钟，之后由电脑代打，直到你回来。
conn-not-connected = 未连接到房间。

## The server's errors, as the player reads them (on the Play online screen, in the lobby, or in a note on the table)

# A request the server could not read or accept (a bad value, a room the rules cannot deal).
servererror-bad-message = 服务器无法接受这个请求。
servererror-too-large = 这条消息太大，服务器无法处理。
# Too many wrong codes or new rooms from this network address.
servererror-throttled = 来自你所在地址的尝试次数过多。请等一分钟再试。
servererror-no-room = 没有使用这个邀请码的房间，或者房间已关闭。
servererror-room-full = 这个房间的座位已满。
# The seat this device held is no longer its own.
servererror-bad-token = 这台设备在该房间里已经没有座位了。
servererror-not-host = 只有房主可以这样做。
# Starting twice, joining a match that has begun, a move in the lobby.
servererror-wrong-phase = 游戏进行到这个阶段，无法执行此操作。
servererror-not-your-turn = 还没轮到你。
# The move was about the game as it stood before another move arrived.
servererror-stale = 你的操作送达之前，牌局已经往下进行了。请重试。
# The rules refused a move sent to the server.
servererror-refused = 规则不允许这一步。
servererror-storage = 服务器无法保存，因此没有任何改动。请重试。
servererror-replaced = 你的座位已在另一个标签页或另一台设备上打开。
servererror-removed = 房主已将你移出房间。
servererror-no-player = 请先以玩家身份登录。
servererror-bad-name = 这个名字不能用：它是空的、太长，或者看起来像电脑的名字。请换一个。
servererror-queue-full = 现在等待的玩家太多了。请一分钟后再试。
servererror-other-server = 这个房间正在通过另一台服务器进行。请稍后再试。
