// Tests never reach a real SMTP server or the developer's own .data folder.
process.env.MODE = 'local';
