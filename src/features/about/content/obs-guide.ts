// The OBS Studio set-up steps and recommended output settings of the streaming tool page (/live/manual).

export interface GuideStep {
  title: string;
  /** The OBS menu path, shown as breadcrumbs. */
  path: string[];
  text: string;
  points?: string[];
  warn?: string;
}

export const obsSteps: GuideStep[] = [
  {
    title: '打开设置',
    path: ['控制', '设置'],
    text: '启动 OBS Studio，点击主界面右下角“控制”面板中的“设置”按钮。首次启动时弹出的“自动配置向导”可以直接取消，按以下步骤手动设置效果更稳定。',
  },
  {
    title: '选择推流服务',
    path: ['设置', '推流', '服务'],
    text: '在设置窗口左侧选择“推流”，将“服务”下拉框选为“自定义…”。',
  },
  {
    title: '填写服务器',
    path: ['推流', '服务器'],
    text: '把主播中心“房间设置”页面中复制的 RTMP 推流地址粘贴到“服务器”一栏，地址以 rtmp:// 开头。',
    warn: '请完整粘贴，首尾不要带空格；不要勾选“使用身份认证”。',
  },
  {
    title: '填写串流密钥',
    path: ['推流', '串流密钥'],
    text: '把房间设置中的“串流密钥”粘贴到“串流密钥”一栏，点击“应用”保存。',
    warn: '串流密钥等同于直播间密码，切勿截图外传；泄露后请立即在房间设置中重置。',
  },
  {
    title: '设置输出',
    path: ['设置', '输出'],
    text: '将“输出模式”切换为“高级”，在“串流”选项卡中按下表设置编码参数。',
    points: [
      '编码器：有 NVIDIA 显卡选 NVENC H.264，有 AMD 显卡选 AMF，无独立显卡选 x264；',
      '码率控制：CBR（恒定码率），码率参考下方“推荐参数”；',
      '关键帧间隔：2 秒（填 0 会导致观众进入直播间时长时间黑屏）；',
      'x264 的 CPU 使用预设选 veryfast，NVENC 的预设选“P5: 较慢（较高质量）”。',
    ],
  },
  {
    title: '设置音频与视频',
    path: ['设置', '音频 / 视频'],
    text: '在“输出 → 音频”中将音频码率设为 160 Kbps；在“视频”中设置基础分辨率与输出分辨率，常用帧率选 30 或 60。',
    points: [
      '音频采样率保持 48 kHz，声道选“立体声”；',
      '基础（画布）分辨率与显示器一致，输出（缩放）分辨率按推荐参数选择 1920×1080 或 1280×720；',
      '解说类直播用 30 帧即可，赛事分析、游戏画面可用 60 帧，但需要更高码率。',
    ],
  },
  {
    title: '添加来源',
    path: ['来源', '+'],
    text: '回到主界面，在“来源”面板点击“+”，按需要添加直播画面与声音。',
    points: [
      '显示器采集：直播整个屏幕，适合数据分析、战术板讲解；',
      '窗口采集：只直播某个软件窗口，不会暴露桌面上的其他内容；',
      '视频采集设备：添加摄像头，以画中画方式出镜解说；',
      '音频输入采集：添加麦克风，建议在“混音器”中将音量调到 -15 dB 到 -5 dB 之间。',
    ],
    warn: '请勿采集电视或其他平台的赛事直播画面，未经授权转播将被断流处理。',
  },
  {
    title: '开始推流',
    path: ['控制', '开始推流'],
    text: '先在主播中心“房间设置”中填写标题、关联比赛并点击“开播”，再回到 OBS 点击“开始推流”。底部状态栏出现绿色方块和码率数字，即表示推流成功。',
    points: [
      '用手机或另一个浏览器打开自己的直播间，确认画面和声音正常；',
      '直播结束后先点击 OBS 的“停止推流”，再在房间设置中点击“下播”。',
    ],
  },
];

export const outputPresets = [
  {
    quality: '超清 1080p',
    resolution: '1920×1080',
    fps: '30 / 60',
    bitrate: '4000-6000 Kbps',
    uplink: '≥ 10 Mbps',
  },
  {
    quality: '高清 720p',
    resolution: '1280×720',
    fps: '30 / 60',
    bitrate: '2500-4000 Kbps',
    uplink: '≥ 6 Mbps',
  },
  {
    quality: '流畅 540p',
    resolution: '960×540',
    fps: '30',
    bitrate: '1500-2500 Kbps',
    uplink: '≥ 4 Mbps',
  },
];

export const commonSettings = [
  { label: '码率控制', value: 'CBR' },
  { label: '关键帧间隔', value: '2 秒' },
  { label: '编码器', value: 'x264 / NVENC H.264' },
  { label: '音频码率', value: '160 Kbps' },
  { label: '音频采样率', value: '48 kHz' },
];

export const troubleshooting = [
  {
    q: '点击“开始推流”后提示连接失败',
    a: '检查服务器地址与串流密钥是否完整、是否已在房间设置中点击“开播”，并确认网络没有屏蔽 1935 端口。',
  },
  {
    q: '窗口采集或显示器采集是黑屏',
    a: '笔记本双显卡用户请在系统“图形设置”中将 OBS 指定为“节能”（显示器采集）或“高性能”（窗口采集）后重启 OBS。',
  },
  {
    q: '状态栏提示“编码过载”',
    a: '切换为硬件编码器（NVENC / AMF / QuickSync），或将输出分辨率降到 720p、帧率降到 30。',
  },
];
