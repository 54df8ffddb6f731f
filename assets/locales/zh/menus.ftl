# Tilemeld: menus (简体中文)

## The main menu

main-tagline = 顺子 · 刻子 · 重组牌桌
main-continue = 继续游戏
main-new-game = 新游戏
main-play-online = 在线对战
main-learn = 学习玩法
main-daily-puzzle = 每日谜题
main-replays = 回放
main-settings = 设置
main-how-to-play = 玩法说明
main-quit = 退出
main-offer-title = 第一次玩？
main-offer-text = 跟着 { $lessons } 节简短的课程，直接在牌桌上学会玩法（约 { $minutes } 分钟）。
main-offer-start = 开始第 1 课
main-offer-no = 不用了

## Shared by the menus

menu-back = 返回

## New game (the form for a game on this device, or for a new online room)

newgame-title = 新游戏
newgame-title-online = 新建在线房间
newgame-players = 玩家
# Over the players, when the form makes an online room.
newgame-online-seats = 你坐第一个真人座位；朋友用邀请码加入后坐其余座位。
# Over the players' rows on a phone: what the two columns hold.
newgame-players-columns = 名字 · 真人或电脑难度
# A seat's kind, in a list beside the player's name (the phone's list is
# narrow: there the computer levels are the levels' own names).
newgame-kind-human = 真人
newgame-kind-computer-easy = 电脑：简单
newgame-kind-computer-medium = 电脑：中等
newgame-kind-computer-hard = 电脑：困难
newgame-kind-computer-greedy = 电脑：贪心
newgame-kind-computer-master = 电脑：大师
newgame-kind-online = 在线玩家
# The same on a phone: a narrow list.
newgame-kind-online-short = 在线
newgame-remove = 移除
newgame-remove-hover = 移除这名玩家
newgame-add-player = 添加玩家
newgame-xp-seats = 五人或六人时使用 XP 版规则，共 160 张牌。
newgame-preset-too-few-tiles = 这套规则的牌不够五人或六人玩
newgame-preset-two-players = 这套规则只能两人玩
newgame-rules = 规则
# A section that opens to show every rule, one by one.
newgame-every-option = 全部规则选项
# The number that decides the deal.
newgame-seed = 牌局编号
newgame-new-seed = 换一个编号
newgame-seed-hint = 编号相同，发的牌也相同
newgame-create-room = 创建房间
newgame-start = 开始
newgame-room-needs-human = 在线房间需要给你留一个真人座位。
# The name the host goes by in an online room when none was typed.
newgame-host-name = 房主
newgame-seed-not-number = 牌局编号必须是整数，例如 12345。
newgame-name-needed = 每位玩家都需要有名字。
# The game could not be started: $why is the rules' own reason (in English).
newgame-cannot-start = { $why }

## Every rule option (a grid: a name, and its control)

options-tiles-dealt = 起手牌数
options-initial-meld = 破冰最低分
# After the number on a slider, as in "30 points" (a space is put before it).
options-unit-points = 分
options-turn-timer = 回合计时
# The turn timer is off.
options-timer-off = 关
# A turn timer of $secs seconds (30, 60 or 120), short.
options-timer-seconds = { $secs } 秒
options-wrap-runs = 顺子可首尾相接 13 ➡ 1
# What a joker left on a rack counts against its player (30 or 25).
options-joker-penalty = 牌架上剩下的百搭
options-joker-replacement = 换百搭须用牌架上的牌
options-freed-joker = 换下的百搭须配两张牌架上的牌
options-group-joker = 换刻子里的百搭须补齐两色
options-joker-sets-locked = 含百搭的组不能改动
# Tiles drawn when a turn's time runs out.
options-timeout-penalty = 超时罚摸
# After the number on a slider, as in "2 tiles" (a space is put before it).
options-unit-tiles = 张
# The penalty when time runs out and the table is left invalid (the line
# under the time-out penalty).
options-timeout-invalid-penalty = … 且牌桌无效时
options-invalid-turn-penalty = 放弃回合罚摸
# Who wins when the pool is empty and nobody can play.
options-empty-pool = 牌堆摸完时的胜者
options-lowest-value = 牌架点数最少
options-fewest-tiles = 剩牌最少
options-match-length = 比赛长度
# The match's length: one round for each player, a number of rounds, or
# up to a score.
options-round-per-player = 局数与人数相同
options-rounds = 固定局数
options-to-a-score = 打到目标分数
options-standings = 排名方式
options-by-score = 按总分
options-by-rounds-won = 按胜局数
options-direction = 出牌方向
options-clockwise = 顺时针
options-counterclockwise = 逆时针

## Settings

settings-title = 设置
settings-music = 音乐
settings-effects = 音效
settings-sound = 声音
settings-mute = 全部静音
settings-animation = 动画
# Under the animation speed slider: slow at the left, fast at the right.
settings-animation-speed = 舒缓 … 轻快
# Animation: no motion at all.
settings-instant = 即时
settings-colour-blind = 色盲模式
settings-colour-blind-symbols = 每种颜色配一个符号
# Animation: no confetti or shaking; tiles fade to their place.
settings-reduce-motion = 减少动画
settings-tile-colours = 牌面颜色
settings-tile-colours-classic = 经典
settings-tile-colours-colour-blind = 色盲（Okabe–Ito）
settings-tile-colours-low-vision = 低视力（绿色、粗体）
settings-size = 牌和文字大小
settings-size-small = 小
settings-size-normal = 标准
settings-size-large = 大
settings-size-larger = 更大
settings-high-contrast = 高对比度
settings-high-contrast-detail = 深色桌布，白色轮廓
settings-language = 语言
# In the language list: follow the system's (the browser's) language. The
# other entries are each language's own name.
settings-language-system = 跟随系统
settings-statistics = 统计
settings-stats-won = 共 { $rounds_played } 局，胜 { $rounds } 局 · 共 { $matches_played } 场比赛，胜 { $matches } 场
# Rounds against one computer level. $level is easy, medium, hard, greedy or master.
settings-stats-against = 对战{ $level ->
        [easy] 简单
        [medium] 中等
        [hard] 困难
        [master] 大师
       *[greedy] 贪心
    }电脑：{ $played } 局中胜 { $won } 局
# $points is signed: +35, -12.
settings-stats-best-round = 单局最佳：{ $points } 分

## The pause menu over a game

# The button over the table that opens the pause menu (little room).
pause-menu = 菜单
pause-menu-hover = 暂停并打开菜单 (Esc)
pause-title = 已暂停
# $level is the puzzle's level (Easy, Medium, Hard); $date like 2026-11-26.
pause-daily-puzzle = 每日谜题 · { $level } · { $date }
# The round being played, and the number that dealt the game.
pause-round = 第 { $round } 局 · 牌局编号 { $seed }
pause-resume = 继续 (Esc)
pause-settings = 设置
pause-how-to-play = 玩法说明
pause-quit = 退出到菜单
pause-save-and-quit = 保存并退出到菜单
# Online, as a player: the seat is kept on the server (Your games brings the player back).
pause-step-away = 返回菜单（保留座位）
# Online: for good; a computer plays the seat, and a rated game counts as a loss.
pause-leave-game = 离开牌局

## Daily puzzles

puzzles-title = 每日谜题
# $date like 2026-11-26.
puzzles-intro = { $date }：在一个回合内打出牌架上的所有牌。今天所有人的谜题都一样。
# A level solved today: $level (Easy, Medium, Hard) and the time it took,
# like 2:05.
puzzles-solved = ✔ { $level } · { $time }
puzzles-easy-hint = 需要改动桌上的一组牌
puzzles-medium-hint = 需要改动桌上的两组牌
puzzles-hard-hint = 需要改动桌上的三组或更多组牌
# The puzzle could not be made: $why is the game's own reason (in English).
puzzles-cannot-open = { $why }

## Replays (finished matches kept to watch again)

replays-title = 回放
replays-intro = 最近完成的 { $count } 场比赛，最新的在前。
replays-empty = 还没有打完的比赛：比赛结束后会保存在这里。
# A kept match: $date like 2026-11-26 (or ?), $players the players' names
# and $winners the winners' names, each list joined with commas.
replays-match = { $date } · { $players } · 胜者：{ $winners }
# The same, for a match that no longer replays: $why is the game's own
# reason (in English).
replays-match-unplayable = { $date } · { $players } · 无胜者（无法回放：{ $why }）
replays-watch = 观看
replays-export = 导出
replays-export-hover = 保存为文件，方便发送
# Beside a field where the player types a file's path.
replays-import-label = 导入比赛文件：
replays-import = 导入
# Opens the browser's file picker.
replays-import-pick = 导入比赛文件…
# $why is the system's own reason (in English).
replays-cannot-read = 未导入：无法读取 { $path }：{ $why }
# $why is the game's own reason the file was refused (in English).
replays-not-imported = 未导入：{ $why }
replays-imported = 已导入，位于列表最上方。
# $why is the system's own reason (in English).
replays-imported-unsaved = 已导入，但无法保存列表：{ $why }
replays-cannot-watch = 无法观看：{ $why }
# $path is where the match file was written.
replays-written = 已保存到 { $path }
replays-cannot-write = 无法写入 { $path }：{ $why }
# $name is the match file's name, in the browser's downloads.
replays-downloaded = 已下载为 { $name }
replays-cannot-download = 无法下载：{ $why }
replays-no-folder = 无法下载：没有可以保存文件的文件夹
# The browser's own reason its file picker did not open (in English).
replays-cannot-pick = { $why }
replays-type-path = 请改为输入文件路径

## Stored files (settings, the saved game, the finished matches): problems
## told on the main menu and on the table

# A stored file could not be read at all. $doc names it (settings,
# saved-game, replays, online-seat, online-player); $problem is browser (the browser
# refused) or system, when $detail is the path and the system's own reason
# (in English).
storage-unreadable = 无法读取{ $doc ->
        [settings] 设置
        [saved-game] 存档
        [replays] 已完成比赛的列表
        [online-player] 在线玩家身份
       *[online-seat] 在线房间的座位信息
    }：{ $problem ->
        [browser] 浏览器拒绝读取本地存储
       *[system] { $detail }
    }。
# A stored file does not read and is set aside. $doc as above. $problem:
# not-tilemeld or damaged ($detail is the reader's own reason, in
# English), or other-version ($found and $reads are format numbers).
# $kept says what became of the bad copy: moved or local-storage ($place
# is its new file or key), storage-full, not-moved ($error is the system's
# reason, in English), or none.
storage-set-aside = 无法读取{ $doc ->
        [settings] 设置
        [saved-game] 存档
        [replays] 已完成比赛的列表
        [online-player] 在线玩家身份
       *[online-seat] 在线房间的座位信息
    }：{ $problem ->
        [not-tilemeld] 这不是 Tilemeld 文件（{ $detail }）
        [other-version] 它是由其他版本的 Tilemeld 保存的（格式 { $found }，本版本读取的是格式 { $reads }）
       *[damaged] 文件已损坏（{ $detail }）
    }。{ $kept ->
        [moved] 损坏的副本已另存为 { $place }。
        [local-storage] 损坏的副本已保存在 localStorage 中，键名为 { $place }。
        [storage-full] 无法把损坏的副本移开（存储空间已满？），它仍留在原处。
        [not-moved] 无法把损坏的副本移开（{ $error }），它仍留在原处。
       *[none] {""}
    }
# The settings could not be read at all (see storage-unreadable), and the
# defaults are used.
storage-settings-unreadable = 无法读取设置：{ $problem ->
        [browser] 浏览器拒绝读取本地存储
       *[system] { $detail }
    }。暂时使用默认设置；更改不会被保存，因此原文件不会丢失。
# The settings do not read (see storage-set-aside), and the defaults are
# used: for good when the bad copy is out of the way, else for now.
storage-settings-set-aside = 无法读取设置：{ $problem ->
        [not-tilemeld] 这不是 Tilemeld 文件（{ $detail }）
        [other-version] 它是由其他版本的 Tilemeld 保存的（格式 { $found }，本版本读取的是格式 { $reads }）
       *[damaged] 文件已损坏（{ $detail }）
    }。{ $kept ->
        [moved] 损坏的副本已另存为 { $place }。现使用默认设置。
        [local-storage] 损坏的副本已保存在 localStorage 中，键名为 { $place }。现使用默认设置。
        [storage-full] 无法把损坏的副本移开（存储空间已满？），它仍留在原处。暂时使用默认设置；更改不会被保存，因此原文件不会丢失。
        [not-moved] 无法把损坏的副本移开（{ $error }），它仍留在原处。暂时使用默认设置；更改不会被保存，因此原文件不会丢失。
       *[none] 暂时使用默认设置；更改不会被保存，因此原文件不会丢失。
    }
# The saved game's moves do not lead to it: $why is the game's own reason
# (in English). $kept and its variables as in storage-set-aside.
storage-game-inconsistent = 存档数据不一致（{ $why }），无法继续。{ $kept ->
        [moved] 损坏的副本已另存为 { $place }。
        [local-storage] 损坏的副本已保存在 localStorage 中，键名为 { $place }。
        [storage-full] 无法把损坏的副本移开（存储空间已满？），它仍留在原处。
        [not-moved] 无法把损坏的副本移开（{ $error }），它仍留在原处。
       *[none] {""}
    }
# $why is the system's own reason (in English), in this and the next two.
storage-game-not-saved = 无法保存游戏：{ $why }。
storage-settings-not-saved = 无法保存设置：{ $why }。
storage-match-not-kept = 无法保存已完成的比赛：{ $why }。
# A match file picked in the browser: $size and $max are in bytes.
storage-import-too-big = 未导入：文件大小为 { $size } 字节，比赛文件最大为 { $max } 字节
storage-import-not-text = 未导入：该文件不是文本文件
# $why is the browser's own reason (in English).
storage-import-failed = 未导入：{ $why }

## Default names

# The player's own seat in a first game (a name: short; the player can
# change it in New game).
newgame-name-you = 你
newgame-name-player = 玩家 { $number }
# The second person's seat when an online room is made for friends.
newgame-name-friend = 好友
