# Tilemeld: online (简体中文)

## Play online (create a room or join one)

online-title = 在线对战
online-intro = 马上匹配对手，或者和其他设备上的朋友一起玩。服务器负责发牌、判定每一步；即使有人掉线，牌局也会保留。
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
online-room-gone = 你之前所在的房间已不存在，或者你的座位已不再保留。
# A seat stepped away from (Menu, Back to the menu): $code is the room's code.
online-back-to-game = 返回你的牌局 { $code }

## Play online: the tabs along its top

online-tab-quick = 快速匹配
online-tab-friends = 和朋友玩
online-tab-my-games = 我的牌局
online-tab-watch = 观战
online-tab-leaderboard = 排行榜

## Quick match: a table with whoever is waiting

quick-intro = 和选了相同设置、正在等待的玩家一起玩。没人坐的座位由电脑补上，并会标明是电脑。
quick-rules = 规则
quick-players = 人数
# How long each player has for a move.
quick-pace = 节奏
quick-pace-live = 实时
# $hours is 12, 24 or 72.
quick-pace-hours = { $hours ->
        [24] 每步一天
        [72] 每步三天
       *[other] 每步 { $hours } 小时
    }
# How long to wait for other players before computers take the empty seats.
quick-wait = 电脑补位前等待
# $secs is a number of seconds (20, 60, 120).
quick-wait-secs = { $secs ->
        [60] 1 分钟
        [120] 2 分钟
       *[other] { $secs } 秒
    }
quick-find = 开始匹配
quick-looking = 正在寻找玩家…
# $rules is the rules' name, $players a number, $pace the pace (as above).
quick-looking-for = { $rules } · { $players } 人 · { $pace }
# $waited is a time such as 0:07.
quick-waited = 已等待 { $waited }
# $secs is a number of seconds.
quick-fill-in = { $secs } 秒后由电脑补上空座位。
quick-cancel = 取消
# One line, always shown under Find a game. $secs is the seconds a seat waits for its player.
quick-fair-play = 公平竞技：如果你掉线，你的座位会等待 { $secs } 秒，之后由电脑代打。中途离开排位赛只算你输，不会算其他玩家输。
quick-over-days = 按天计时的牌局没有人替你出牌：你的时间用完时会自动摸牌，牌局继续进行。之后可以在“我的牌局”里找到它。

## Who you play as online

# $name is the player's name.
player-you = 你以 { $name } 的身份对战。
player-none = 第一次匹配时会自动为你创建玩家身份，无需注册。
player-recovery-title = 你的恢复码
player-recovery-note = 请记下来：凭它可以把你的玩家身份、牌局和等级分带到另一台设备上。
player-recovery-show = 显示恢复码
player-recovery-hide = 隐藏
player-recover = 使用另一台设备上的玩家身份
# The button by the recovery code field.
player-recover-use = 使用
online-player-unknown = 服务器上已找不到你的玩家身份。开始匹配即可用新身份对战。
online-recovery-unknown = 没有与这个恢复码对应的玩家。

## Your games: the games you are in, with whose turn it is

mygames-none = 你现在没有参与任何牌局。
mygames-refresh = 刷新
mygames-your-turn = 轮到你了
mygames-their-turn = 轮到别人
mygames-waiting = 未开始
mygames-over = 已结束
# $left is a time such as 11 h or 3 min.
mygames-left = 剩余 { $left }
mygames-open = 进入
# A time left: $h hours, $m minutes.
time-hours = { $h } 小时
time-minutes = { $m } 分钟

## Watch: public games being played

watch-intro = 正在进行的牌局。你能看到牌桌，但看不到任何玩家的牌；牌局结束后会公开发牌情况。
watch-none = 现在没有正在进行的公开牌局。
watch-button = 观战
# $rules is the rules' name.
watch-rated = 排位赛，{ $rules }
watch-friendly = 友谊赛
# Shown on the table while watching.
watch-banner = 观战中：不显示任何玩家的牌。
watch-stop = 退出观战

## Leaderboard

leaderboard-rank = 排名
leaderboard-name = 玩家
leaderboard-rating = 等级分
leaderboard-games = 场次
leaderboard-empty = 在这套规则下还没有人获得等级分。
# $rank is a place, $rating a number.
leaderboard-you = 你：第 { $rank } 名，等级分 { $rating }
leaderboard-you-none = 你在这套规则下还没有等级分。
# After a rating that is still provisional (few games played).
rating-provisional = 暂定
# A player's latest rated games, under the leaderboard. $name is the player's name.
recent-title = { $name } 最近的排位赛
recent-none = 还没有排位赛。
# $place is the player's place in that game (1 is the winner).
recent-place = { $place ->
        [1] 获胜
       *[other] 第 { $place } 名
    }
# After the place, when the player left that game.
recent-left = 中途离开

## A rated game's end: each player's rating change

# $name is a player's name, $before and $after ratings, $change a signed number (+23, −8).
rating-change = { $name }：{ $before } ➡ { $after }（{ $change }）
rating-title = 等级分

## A rated game's end: its deal checked
deal-check-button = 核对这次发牌
# The server revealed a secret at the match's end; when the match began it published a fingerprint of it.
deal-check-fair = 发牌无误：服务器在比赛结束时公开的密钥，与它在比赛开始时公布的指纹一致。
# $rounds is how many rounds' tiles were checked.
deal-check-fair-racks = 发牌无误：服务器在比赛结束时公开的密钥，与它在比赛开始时公布的指纹一致，而且用它发出的牌与你拿到的完全相同。已核对局数：{ $rounds }。
deal-check-bad-commitment = 发牌有误：服务器在比赛结束时公开的密钥，与它在比赛开始时公布的指纹不一致。
# $round is a round's number (1 is the first).
deal-check-bad-rack = 发牌有误：按服务器公开的密钥，第 { $round } 局应发给你的牌与你实际拿到的不同。

## Reactions at the table (a fixed set: no free text)

react-button = 快捷语
react-hello = 你好！
react-good-luck = 祝你好运！
react-well-played = 打得好！
react-thanks = 谢谢！
react-oops = 哎呀！
react-wow = 哇！
react-thinking = 思考中…
react-good-game = 精彩对局！
# $name is a player's name; the reaction follows.
react-said = { $name }：{ $reaction }
react-mute = 屏蔽快捷语
# $name is a player's name: a toggle that hides their reactions.
react-mute-seat = 屏蔽 { $name }

## The window's title while it is your turn online

title-your-turn = 轮到你了 · Tilemeld

## What each other player's seat is, in small type on the seat at the top of the table (little room)

online-tag-online = 在线
online-tag-away = 暂离
# A player dropped out and a computer plays their seat until they are back.
online-tag-stand-in = 暂离：电脑代打
online-tag-computer = 电脑

## The lobby: the room's seats fill until the host starts

# Over the room's code, in large letters.
lobby-title = 房间
# $code is the room's six-letter code; "Play online" and "Invite code" are
# the names of the button on the main menu and of the field on its screen.
lobby-invite = 朋友用 { $code } 加入：在线对战 ➡ 邀请码。
# In a browser. $link is this page's address with the room's code in it.
lobby-invite-link = 朋友可以用这个邀请码或链接加入：{ $link }
# In place of a name, for a seat nobody has taken yet.
lobby-waiting-player = 等待玩家加入…
# Tags after a seat's name (short).
lobby-tag-away = 暂离
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
servererror-throttled = 来自你的网络地址的尝试次数过多。请等一分钟再试。
servererror-no-room = 找不到这个邀请码对应的房间，或者房间已关闭。
servererror-room-full = 这个房间的座位已满。
# The seat this device held is no longer its own.
servererror-bad-token = 这台设备在该房间里已经没有座位了。
servererror-not-host = 只有房主可以这样做。
# Starting twice, joining a match that has begun, a move in the lobby.
servererror-wrong-phase = 游戏当前阶段无法进行此操作。
servererror-not-your-turn = 还没轮到你。
# The move was about the game as it stood before another move arrived.
servererror-stale = 你的操作送达之前，牌局已经往下进行了。请重试。
# The rules refused a move sent to the server.
servererror-refused = 规则不允许这一步。
servererror-storage = 服务器无法保存，因此没有任何改动。请重试。
servererror-replaced = 你的座位已在另一个标签页或另一台设备上打开。
servererror-removed = 房主已将你移出房间。
servererror-no-player = 请先以玩家身份登录。
servererror-bad-name = 这个名字不能用：可能是空的、太长、含有看不见的字符、不含任何文字，或者像电脑玩家的名字。请换一个。
servererror-queue-full = 现在等待的玩家太多了。请一分钟后再试。
servererror-other-server = 这个房间正在通过另一台服务器进行。请稍后再试。
servererror-signed-out = 你的玩家身份已通过恢复码转移到另一台设备，因此这台设备已退出登录。要在这里继续以自己的身份玩，请输入恢复码。
# A tournament (event) that does not exist, or a club's event and the
# wrong invite code.
servererror-no-event = 找不到这个赛事。请检查赛事代码是否正确。
# The event takes no more players: it is over, full, or every round of it
# has begun.
servererror-event-closed = 这个赛事目前不接受报名。
